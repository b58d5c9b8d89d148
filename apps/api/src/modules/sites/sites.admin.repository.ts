import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { GroupListQuery, Locale, RepListQuery, SiteListQuery, SortDirection } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { agents, groups, sites, siteThemes } from '../../db/schema/index.js';

/** The console's reads and writes of sites, reps and groups (issue 23): lists by page, one record, its branding. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsAny = (q: string | undefined, columns: AnyColumn[]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, `%${escapeLike(q)}%`))) : undefined;
const ordered = (column: AnyColumn | SQL, dir: SortDirection) => (dir === 'asc' ? asc(column) : desc(column));
const pageOf = (query: { page: number; per_page: number }) => ({ limit: query.per_page, offset: (query.page - 1) * query.per_page });
const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export async function selectSitePage(db: Db, query: SiteListQuery) {
  const where = containsAny(query.q, [sites.key, sites.name, sites.displayName]);
  const sortColumn = { display_name: sites.displayName, key: sites.key, kind: sites.kind }[query.sort];
  const { limit, offset } = pageOf(query);
  const [total] = await db.select({ n: count() }).from(sites).where(where);
  const rows = await db.select().from(sites).where(where).orderBy(ordered(sortColumn, query.dir), asc(sites.id)).limit(limit).offset(offset);
  return { rows, total: total?.n ?? 0 };
}

export async function selectRepPage(db: Db, query: RepListQuery) {
  const where = containsAny(query.q, [agents.accessCode, agents.displayName, agents.firstName, agents.lastName, agents.landingPage]);
  const sortColumn = { display_name: agents.displayName, code: agents.accessCode, landing_page: agents.landingPage }[query.sort];
  const { limit, offset } = pageOf(query);
  const groupCount = sql<number>`(select count(*)::int from ${groups} where ${groups.agentId} = ${agents.id})`;
  const [total] = await db.select({ n: count() }).from(agents).where(where);
  const rows = await db
    .select({ agent: agents, groupCount })
    .from(agents)
    .where(where)
    .orderBy(ordered(sortColumn, query.dir), asc(agents.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

export async function selectGroupPage(db: Db, query: GroupListQuery) {
  const where = containsAny(query.q, [groups.code, groups.name, groups.displayName, groups.landingPage]);
  const sortColumn = { display_name: groups.displayName, code: groups.code, rep: agents.displayName }[query.sort];
  const { limit, offset } = pageOf(query);
  const [total] = await db.select({ n: count() }).from(groups).where(where);
  const rows = await db
    .select({ group: groups, repCode: agents.accessCode, repName: agents.displayName })
    .from(groups)
    .innerJoin(agents, eq(agents.id, groups.agentId))
    .where(where)
    .orderBy(ordered(sortColumn, query.dir), asc(groups.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

/** `lock`: FOR UPDATE, so two edits of one record at once run one after the other. */
type Lock = { lock?: boolean };
export const selectSiteByKey = async (db: Db, key: string, { lock = false }: Lock = {}) => {
  const q = db.select().from(sites).where(eq(sites.key, key)).limit(1);
  return first(await (lock ? q.for('update') : q));
};
export const selectAgentByCode = async (db: Db, code: string, { lock = false }: Lock = {}) => {
  const q = db.select().from(agents).where(eq(agents.accessCode, code)).limit(1);
  return first(await (lock ? q.for('update') : q));
};
export const selectGroupByCode = async (db: Db, code: string, { lock = false }: Lock = {}) => {
  const q = db.select().from(groups).where(eq(groups.code, code)).limit(1);
  return first(await (lock ? q.for('update') : q));
};
export const selectAgentById = async (db: Db, id: number) => first(await db.select().from(agents).where(eq(agents.id, id)).limit(1));
export const selectGroupById = async (db: Db, id: number) => first(await db.select().from(groups).where(eq(groups.id, id)).limit(1));
export const selectGroupsOfAgent = (db: Db, agentId: number) =>
  db.select({ code: groups.code, displayName: groups.displayName }).from(groups).where(eq(groups.agentId, agentId)).orderBy(asc(groups.displayName));

/** One theme layer's entries for the given keys. */
export async function selectThemeValues(db: Db, scope: string, owner: string, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: siteThemes.key, value: siteThemes.value })
    .from(siteThemes)
    .where(and(eq(siteThemes.scope, scope), eq(siteThemes.owner, owner), inArray(siteThemes.key, [...keys])));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Sets a theme layer's values for these keys: a blank value removes the layer's own entry (the layer below shows). */
export async function replaceThemeValues(db: Db, scope: string, owner: string, values: Record<string, string>): Promise<void> {
  const keys = Object.keys(values);
  if (keys.length === 0) return;
  await db.delete(siteThemes).where(and(eq(siteThemes.scope, scope), eq(siteThemes.owner, owner), inArray(siteThemes.key, keys)));
  const rows = Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => ({ scope, owner, key, value }));
  if (rows.length > 0) await db.insert(siteThemes).values(rows);
}

export interface ContactColumns {
  displayName: string;
  displayEmail: string;
  displayPhone: string;
  tagline: string;
}

export async function updateSiteContact(db: Db, id: number, values: ContactColumns & { links: Record<string, string>; defaultLocale: Locale | null }): Promise<void> {
  await db.update(sites).set(values).where(eq(sites.id, id));
}
export async function updateAgentContact(db: Db, id: number, values: ContactColumns): Promise<void> {
  await db.update(agents).set(values).where(eq(agents.id, id));
}
export async function updateGroupContact(db: Db, id: number, values: ContactColumns): Promise<void> {
  await db.update(groups).set(values).where(eq(groups.id, id));
}
