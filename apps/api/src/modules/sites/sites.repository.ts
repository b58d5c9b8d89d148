import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agents, groups, partnerTraffic, plans, referrals, sites, siteThemes } from '../../db/schema/index.js';

export type SiteRow = typeof sites.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const findSiteByHost = async (db: Db, host: string) => first(await db.select().from(sites).where(eq(sites.host, host)).limit(1));
/** By site_name, or by the id that /websites?group=…&id=… carries for the one special site. */
export const findSiteByName = async (db: Db, name: string) =>
  first(await db.select().from(sites).where(or(eq(sites.name, name), eq(sites.websitesId, name))).orderBy(sites.id).limit(1));
export const findSiteById = async (db: Db, id: number) => first(await db.select().from(sites).where(eq(sites.id, id)).limit(1));
/** The premier site: the one record of kind 'default'. */
export const findDefaultSite = async (db: Db) => first(await db.select().from(sites).where(eq(sites.kind, 'default')).orderBy(sites.id).limit(1));

export const findAgentById = async (db: Db, id: number) => first(await db.select().from(agents).where(eq(agents.id, id)).limit(1));
export const findAgentByLanding = async (db: Db, landing: string) =>
  first(await db.select().from(agents).where(eq(agents.landingPage, landing)).limit(1));

export const findGroupById = async (db: Db, id: number) => first(await db.select().from(groups).where(eq(groups.id, id)).limit(1));
export const findGroupByHost = async (db: Db, host: string) => first(await db.select().from(groups).where(eq(groups.host, host)).limit(1));
export const findGroupByLanding = async (db: Db, landing: string) =>
  first(await db.select().from(groups).where(eq(groups.landingPage, landing)).limit(1));
/** Group enrollment codes are matched without regard to case, as people type them. */
export const findGroupByCode = async (db: Db, code: string) =>
  first(await db.select().from(groups).where(sql`upper(${groups.code}) = upper(${code})`).limit(1));

export const findReferral = async (db: Db, id: string) => first(await db.select().from(referrals).where(eq(referrals.id, id)).limit(1));

/** Theme entries of one layer (scope 'default' | 'agent' | 'group' | 'site', owner code or key). */
export async function themeLayer(db: Db, scope: string, owner: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: siteThemes.key, value: siteThemes.value })
    .from(siteThemes)
    .where(and(eq(siteThemes.scope, scope), eq(siteThemes.owner, owner)));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Categories that have at least one plan. */
export async function categoriesWithPlans(db: Db): Promise<Set<string>> {
  const rows = await db.select({ category: plans.category, n: count() }).from(plans).where(isNull(plans.retiredAt)).groupBy(plans.category);
  return new Set(rows.filter((r) => r.n > 0).map((r) => r.category));
}

/** Records partner traffic once per enrollment and site; a second call changes nothing. */
export async function recordPartnerTraffic(db: Db, values: { enrollmentId: string; siteId: number; portalId: number | null }): Promise<void> {
  await db.insert(partnerTraffic).values(values).onConflictDoNothing();
}

export async function partnerTrafficFor(db: Db, enrollmentId: string) {
  return db.select().from(partnerTraffic).where(eq(partnerTraffic.enrollmentId, enrollmentId));
}
