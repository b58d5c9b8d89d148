import { THEME_KEYS, type ThemeEntry } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import type { SiteContext } from '../shared/request-context.js';
import { cachedSiteRead } from './site-cache.js';
import { findAgentById, findGroupById, findSiteById, themeLayer } from './sites.repository.js';

/**
 * The theme of a site, as layers from general to specific: the default theme, the rep's, the group's, then the
 * site record's own (an external partner's look wins over the rep it sells through). Later layers override
 * earlier ones key by key; only the known theme keys are sent, in a fixed order.
 */
export function themeFor(db: Db, site: SiteContext): Promise<ThemeEntry[]> {
  // Kept until the sites change (site-cache.ts): every page asks for its site's theme.
  return cachedSiteRead(db, 'themes', JSON.stringify([site.agentId, site.groupId, site.siteId]), () => readTheme(db, site));
}

async function readTheme(db: Db, site: SiteContext): Promise<ThemeEntry[]> {
  const [agent, group, record] = await Promise.all([
    site.agentId !== null ? findAgentById(db, site.agentId) : null,
    site.groupId !== null ? findGroupById(db, site.groupId) : null,
    site.siteId !== null ? findSiteById(db, site.siteId) : null,
  ]);
  const layers = await Promise.all([
    themeLayer(db, 'default', ''),
    agent ? themeLayer(db, 'agent', agent.accessCode) : {},
    group ? themeLayer(db, 'group', group.code) : {},
    record && record.kind !== 'default' ? themeLayer(db, 'site', record.key) : {},
  ]);
  const merged: Record<string, string> = Object.assign({}, ...layers);
  return THEME_KEYS.flatMap((key) => (merged[key] ? [{ key, value: merged[key] }] : []));
}

/** One theme value of a rep or group (their logo), from their own layer only. */
export async function ownThemeValue(db: Db, scope: 'agent' | 'group', owner: string, key: string): Promise<string | null> {
  return (await themeLayer(db, scope, owner))[key] ?? null;
}
