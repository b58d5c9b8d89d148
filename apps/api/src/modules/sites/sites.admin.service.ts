import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  BROWSER_LANGUAGE,
  LOGO_THEME_KEY,
  SITE_LINK_KEYS,
  THEME_COLOR_KEYS,
  type AdminPage,
  type AuditTarget,
  type Branding,
  type GroupDetail,
  type GroupListItem,
  type GroupListQuery,
  type RepDetail,
  type RepListItem,
  type RepListQuery,
  type SiteBranding,
  type SiteDetail,
  type SiteListItem,
  type SiteListQuery,
} from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { AppError } from '../shared/app-error.js';
import {
  replaceThemeValues,
  selectAgentByCode,
  selectAgentById,
  selectGroupByCode,
  selectGroupById,
  selectGroupPage,
  selectGroupsOfAgent,
  selectRepPage,
  selectSiteByKey,
  selectSitePage,
  selectThemeValues,
  updateAgentContact,
  updateGroupContact,
  updateSiteContact,
  type ContactColumns,
} from './sites.admin.repository.js';
import { clearSiteCache, markSitesChanged } from './site-cache.js';

/** Who edits, and from where: the console's calls pass the signed-in operator and request.ip (audit log). */
export interface OperatorContext {
  db: Db;
  actor: AuditActor;
  ip: string | null;
}

const BRANDING_THEME_KEYS = [...THEME_COLOR_KEYS, LOGO_THEME_KEY] as const;
type ThemeOwner = { scope: 'default' | 'site' | 'agent' | 'group'; owner: string };

/** The premier site's look is the default theme layer; any other site's is its own `site` layer. */
const siteThemeOwner = (site: { kind: string; key: string }): ThemeOwner => (site.kind === 'default' ? { scope: 'default', owner: '' } : { scope: 'site', owner: site.key });

async function brandingOf(db: Db, row: ContactColumns, theme: ThemeOwner): Promise<Branding> {
  const values = await selectThemeValues(db, theme.scope, theme.owner, BRANDING_THEME_KEYS);
  return {
    display_name: row.displayName,
    display_email: row.displayEmail,
    display_phone: row.displayPhone,
    tagline: row.tagline,
    logo: values[LOGO_THEME_KEY] ?? '',
    colors: Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, values[key] ?? ''])) as Branding['colors'],
  };
}

const linksOf = (links: Record<string, string>) => Object.fromEntries(SITE_LINK_KEYS.map((key) => [key, links[key] ?? ''])) as SiteBranding['links'];

/** The fields that differ, nested objects by their changed keys only: what an audit entry keeps. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      const inner = changes(a as Record<string, unknown>, b as Record<string, unknown>);
      if (Object.keys(inner.after).length > 0) {
        was[key] = inner.before;
        now[key] = inner.after;
      }
    } else if (a !== b) {
      was[key] = a;
      now[key] = b;
    }
  }
  return { before: was, after: now };
}

/**
 * Saves a branding in one transaction with its audit entry (only the changed fields, before and after); nothing is
 * written, audited or cleared when nothing changed. `write` stores the record's own columns.
 */
async function saveBranding<T extends Branding>(
  ctx: OperatorContext,
  tx: Db,
  target: { type: AuditTarget; id: string },
  theme: ThemeOwner,
  before: T,
  after: T,
  write: () => Promise<void>,
): Promise<boolean> {
  const diff = changes(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
  if (Object.keys(diff.after).length === 0) return false;
  await write();
  await replaceThemeValues(tx, theme.scope, theme.owner, { ...after.colors, [LOGO_THEME_KEY]: after.logo });
  await recordAudit(tx, { actor: ctx.actor, action: AUDIT_ACTIONS.brandingEdit, target, ip: ctx.ip, before: diff.before, after: diff.after });
  // Every replica's storefront shows the new branding from the commit on (decision 0071).
  await markSitesChanged(tx);
  return true;
}

const contactColumns = (input: Branding): ContactColumns => ({
  displayName: input.display_name,
  displayEmail: input.display_email,
  displayPhone: input.display_phone,
  tagline: input.tagline,
});

const page = <T>(query: { page: number; per_page: number }, items: T[], total: number): AdminPage<T> => ({ items, total, page: query.page, per_page: query.per_page });

// Sites.
export async function listSites(db: Db, query: SiteListQuery): Promise<AdminPage<SiteListItem>> {
  const { rows, total } = await selectSitePage(db, query);
  return page(
    query,
    rows.map((s) => ({ key: s.key, name: s.name, kind: s.kind, host: s.host, display_name: s.displayName, display_email: s.displayEmail })),
    total,
  );
}

export async function siteDetail(db: Db, key: string): Promise<SiteDetail> {
  const site = await selectSiteByKey(db, key);
  if (!site) throw AppError.notFound();
  const [agent, group] = await Promise.all([site.agentId !== null ? selectAgentById(db, site.agentId) : null, site.groupId !== null ? selectGroupById(db, site.groupId) : null]);
  return {
    key: site.key,
    name: site.name,
    kind: site.kind,
    host: site.host,
    white_label: site.whiteLabel,
    rep: agent ? { code: agent.accessCode, display_name: agent.displayName } : null,
    group: group ? { code: group.code, display_name: group.displayName } : null,
    branding: { ...(await brandingOf(db, site, siteThemeOwner(site))), links: linksOf(site.links), default_locale: site.defaultLocale ?? BROWSER_LANGUAGE },
  };
}

export async function saveSiteBranding(ctx: OperatorContext, key: string, input: SiteBranding): Promise<SiteDetail> {
  const changed = await ctx.db.transaction(async (tx) => {
    const site = await selectSiteByKey(tx, key, { lock: true });
    if (!site) throw AppError.notFound();
    const theme = siteThemeOwner(site);
    const before: SiteBranding = { ...(await brandingOf(tx, site, theme)), links: linksOf(site.links), default_locale: site.defaultLocale ?? BROWSER_LANGUAGE };
    const links = Object.fromEntries(Object.entries(input.links).filter(([, url]) => url !== ''));
    const defaultLocale = input.default_locale === BROWSER_LANGUAGE ? null : input.default_locale;
    return saveBranding(ctx, tx, { type: AUDIT_TARGETS.site, id: site.key }, theme, before, input, () =>
      updateSiteContact(tx, site.id, { ...contactColumns(input), links, defaultLocale }),
    );
  });
  if (changed) clearSiteCache(ctx.db);
  return siteDetail(ctx.db, key);
}

// Reps.
export async function listReps(db: Db, query: RepListQuery): Promise<AdminPage<RepListItem>> {
  const { rows, total } = await selectRepPage(db, query);
  return page(
    query,
    rows.map(({ agent, groupCount }) => ({ code: agent.accessCode, display_name: agent.displayName, display_email: agent.displayEmail, landing_page: agent.landingPage, group_count: Number(groupCount) })),
    total,
  );
}

export async function repDetail(db: Db, code: string): Promise<RepDetail> {
  const agent = await selectAgentByCode(db, code);
  if (!agent) throw AppError.notFound();
  const groupsOfRep = await selectGroupsOfAgent(db, agent.id);
  return {
    code: agent.accessCode,
    name: [agent.firstName, agent.middleName, agent.lastName].filter(Boolean).join(' '),
    landing_page: agent.landingPage,
    groups: groupsOfRep.map((g) => ({ code: g.code, display_name: g.displayName })),
    branding: await brandingOf(db, agent, { scope: 'agent', owner: agent.accessCode }),
  };
}

export async function saveRepBranding(ctx: OperatorContext, code: string, input: Branding): Promise<RepDetail> {
  const changed = await ctx.db.transaction(async (tx) => {
    const agent = await selectAgentByCode(tx, code, { lock: true });
    if (!agent) throw AppError.notFound();
    const theme: ThemeOwner = { scope: 'agent', owner: agent.accessCode };
    const before = await brandingOf(tx, agent, theme);
    return saveBranding(ctx, tx, { type: AUDIT_TARGETS.rep, id: agent.accessCode }, theme, before, input, () => updateAgentContact(tx, agent.id, contactColumns(input)));
  });
  if (changed) clearSiteCache(ctx.db);
  return repDetail(ctx.db, code);
}

// Groups.
export async function listGroups(db: Db, query: GroupListQuery): Promise<AdminPage<GroupListItem>> {
  const { rows, total } = await selectGroupPage(db, query);
  return page(
    query,
    rows.map(({ group, repCode, repName }) => ({ code: group.code, display_name: group.displayName, landing_page: group.landingPage, rep_code: repCode, rep_name: repName })),
    total,
  );
}

export async function groupDetail(db: Db, code: string): Promise<GroupDetail> {
  const group = await selectGroupByCode(db, code);
  if (!group) throw AppError.notFound();
  const agent = await selectAgentById(db, group.agentId);
  return {
    code: group.code,
    name: group.name,
    landing_page: group.landingPage,
    host: group.host,
    rep: { code: agent?.accessCode ?? '', display_name: agent?.displayName ?? '' },
    branding: await brandingOf(db, group, { scope: 'group', owner: group.code }),
  };
}

export async function saveGroupBranding(ctx: OperatorContext, code: string, input: Branding): Promise<GroupDetail> {
  const changed = await ctx.db.transaction(async (tx) => {
    const group = await selectGroupByCode(tx, code, { lock: true });
    if (!group) throw AppError.notFound();
    const theme: ThemeOwner = { scope: 'group', owner: group.code };
    const before = await brandingOf(tx, group, theme);
    return saveBranding(ctx, tx, { type: AUDIT_TARGETS.group, id: group.code }, theme, before, input, () => updateGroupContact(tx, group.id, contactColumns(input)));
  });
  if (changed) clearSiteCache(ctx.db);
  return groupDetail(ctx.db, code);
}
