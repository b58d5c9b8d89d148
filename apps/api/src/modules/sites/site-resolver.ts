import { decodeSiteDomain, isLoopbackHost, normalizeHost } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import type { SiteContext } from '../shared/request-context.js';
import { cachedSiteRead } from './site-cache.js';
import {
  findAgentById,
  findAgentByLanding,
  findDefaultSite,
  findGroupByHost,
  findGroupById,
  findGroupByLanding,
  findReferral,
  findSiteByHost,
  findSiteByName,
  type GroupRow,
  type SiteRow,
} from './sites.repository.js';

/** The site of a request that names nothing, before any site record exists (an empty database, small tests). */
export const DEFAULT_SITE: SiteContext = Object.freeze({
  key: 'premier',
  kind: 'default',
  agentId: null,
  groupId: null,
  portalId: null,
  siteId: null,
  source: 'default',
  host: null,
  hostKnown: true,
  referralId: null,
});

/** What of a request the resolver reads: its host, query and headers. */
export interface SiteRequest {
  host: string | undefined;
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
}

const ID = /^\d{1,9}$/;
const NAME = /^[A-Za-z0-9_-]{1,120}$/;

function text(source: unknown, key: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[key];
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'string' && single.trim() !== '' ? single.trim() : null;
}

function id(value: string | null): number | null {
  return value !== null && ID.test(value) ? Number(value) : null;
}

/** A site record as a context: its group (with the group's rep and portal) or its rep, or the premier site. */
async function fromSiteRecord(db: Db, site: SiteRow, base: Partial<SiteContext>): Promise<SiteContext> {
  const group = site.groupId !== null ? await findGroupById(db, site.groupId) : null;
  const kind: SiteContext['kind'] = group ? 'group' : site.agentId !== null ? 'agent' : 'default';
  return {
    ...DEFAULT_SITE,
    ...base,
    key: site.key,
    kind,
    agentId: site.agentId ?? group?.agentId ?? null,
    groupId: group?.id ?? null,
    portalId: site.portalId ?? group?.portalId ?? null,
    siteId: site.id,
  };
}

function fromGroup(group: GroupRow, base: SiteContext, source: SiteContext['source']): SiteContext {
  return { ...base, key: `group:${group.landingPage}`, kind: 'group', agentId: group.agentId, groupId: group.id, portalId: group.portalId, source };
}

/** A custom host: a site record with that host, else a group whose own host it is. Null when unknown. */
export async function siteForHost(db: Db, host: string): Promise<SiteContext | null> {
  const base = { source: 'host' as const, host, hostKnown: true };
  const site = await findSiteByHost(db, host);
  if (site) return fromSiteRecord(db, site, base);
  const group = await findGroupByHost(db, host);
  return group ? fromGroup(group, { ...DEFAULT_SITE, ...base }, 'host') : null;
}

/**
 * Resolves the site once per request. A custom host decides alone (it is the site's address). On the default
 * host the request may name its site: a landing name, a referral id, an external site name or an encoded
 * site_domain (the lookups' own parameters), then the client's display hints (x-site-name, group_id, agent_id
 * headers or query parameters). Hints choose branding only; nothing they select is private.
 */
async function resolveUncached(db: Db, request: SiteRequest): Promise<SiteContext> {
  const host = normalizeHost(request.host);
  if (host !== null && !isLoopbackHost(host)) {
    const byHost = await siteForHost(db, host);
    if (byHost) return byHost;
  }
  const premier = await findDefaultSite(db);
  const hostKnown = host === null || isLoopbackHost(host);
  const base: SiteContext = premier
    ? await fromSiteRecord(db, premier, { host, hostKnown, source: 'default' })
    : { ...DEFAULT_SITE, host, hostKnown };

  const { query, headers } = request;
  const landing = text(query, 'landing_page');
  if (landing !== null && NAME.test(landing)) {
    const lower = landing.toLowerCase();
    const agent = await findAgentByLanding(db, lower);
    if (agent) return { ...base, key: `agent:${agent.landingPage}`, kind: 'agent', agentId: agent.id, groupId: null, portalId: null, source: 'landing' };
    const group = await findGroupByLanding(db, lower);
    if (group) return fromGroup(group, base, 'landing');
  }

  const referralId = text(query, 'referral_id');
  if (referralId !== null && NAME.test(referralId)) {
    const referral = await findReferral(db, referralId);
    if (referral?.active) {
      return {
        ...base,
        key: `referral:${referral.id}`,
        kind: referral.groupId !== null ? 'group' : referral.agentId !== null ? 'agent' : 'default',
        agentId: referral.agentId,
        groupId: referral.groupId,
        portalId: referral.portalId ?? base.portalId,
        source: 'referral',
        referralId: referral.id,
      };
    }
  }

  const domain = decodeSiteDomain(text(query, 'site_domain'));
  if (domain !== null && !isLoopbackHost(domain)) {
    const byDomain = await siteForHost(db, domain);
    if (byDomain) return { ...byDomain, host, hostKnown };
  }

  const siteName = text(query, 'site_name') ?? text(headers, 'x-site-name');
  if (siteName !== null && NAME.test(siteName)) {
    const site = await findSiteByName(db, siteName);
    if (site && site.kind !== 'default') return fromSiteRecord(db, site, { host, hostKnown, source: 'external' });
  }

  const groupId = id(text(headers, 'group_id') ?? text(query, 'group_id'));
  if (groupId !== null) {
    const group = await findGroupById(db, groupId);
    if (group) return fromGroup(group, base, 'hint');
  }
  const agentId = id(text(headers, 'agent_id') ?? text(query, 'agent_id'));
  if (agentId !== null) {
    const agent = await findAgentById(db, agentId);
    if (agent) return { ...base, key: `agent:${agent.landingPage}`, kind: 'agent', agentId: agent.id, groupId: null, portalId: null, source: 'hint' };
  }
  return base;
}

function cacheKey(request: SiteRequest): string {
  const { query, headers } = request;
  return JSON.stringify([
    request.host ?? null,
    text(query, 'landing_page'),
    text(query, 'referral_id'),
    text(query, 'site_domain'),
    text(query, 'site_name') ?? text(headers, 'x-site-name'),
    text(headers, 'group_id') ?? text(query, 'group_id'),
    text(headers, 'agent_id') ?? text(query, 'agent_id'),
  ]);
}

/**
 * The site of a request, resolved once per distinct request shape (host, landing, referral, site names and hints) and
 * kept until the sites change (site-cache.ts): a request costs no site query. Sessions are not cached (plugins/session.ts).
 */
export function resolveSite(db: Db, request: SiteRequest): Promise<SiteContext> {
  return cachedSiteRead(db, 'resolved', cacheKey(request), () => resolveUncached(db, request));
}
