import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { agents, groups, portals, referrals, sites, siteThemes } from '../schema/index.js';
import type { SeedReferral, SeedSite } from './seed-site-types.js';
import { excludedSet } from './upsert.js';

async function idsByKey<T extends { id: number; key: string }>(rows: Promise<T[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

function idOf(map: Map<string, number>, key: string | null, what: string): number | null {
  if (key === null) return null;
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
  return id;
}

/**
 * Site records (keyed by site key), their theme entries (scope 'site', owner = key) and referral links (keyed by
 * id), written inside the demo data transaction. Runs after agents, groups and portals exist.
 */
export async function loadSiteData(tx: Db, data: { sites?: SeedSite[] | undefined; referrals?: SeedReferral[] | undefined }): Promise<void> {
  const siteRows = data.sites ?? [];
  const referralRows = data.referrals ?? [];
  const agentCodes = [...siteRows, ...referralRows].flatMap((r) => (r.agent ? [r.agent] : []));
  const groupCodes = [...siteRows, ...referralRows].flatMap((r) => (r.group ? [r.group] : []));
  const portalCodes = [...siteRows, ...referralRows].flatMap((r) => (r.portal ? [r.portal] : []));
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it (pg 9).
  const agentIds = await idsByKey(agentCodes.length ? tx.select({ id: agents.id, key: agents.accessCode }).from(agents).where(inArray(agents.accessCode, agentCodes)) : Promise.resolve([]));
  const groupIds = await idsByKey(groupCodes.length ? tx.select({ id: groups.id, key: groups.code }).from(groups).where(inArray(groups.code, groupCodes)) : Promise.resolve([]));
  const portalIds = await idsByKey(portalCodes.length ? tx.select({ id: portals.id, key: portals.code }).from(portals).where(inArray(portals.code, portalCodes)) : Promise.resolve([]));

  if (siteRows.length) {
    await tx
      .insert(sites)
      .values(
        siteRows.map((s) => ({
          key: s.key,
          name: s.name,
          kind: s.kind,
          host: s.host,
          websitesId: s.websitesId,
          agentId: idOf(agentIds, s.agent, 'agent'),
          groupId: idOf(groupIds, s.group, 'group'),
          portalId: idOf(portalIds, s.portal, 'portal'),
          isPartner: s.isPartner,
          whiteLabel: s.whiteLabel,
          displayName: s.displayName,
          displayEmail: s.displayEmail,
          displayPhone: s.displayPhone,
          tagline: s.tagline,
          links: s.links,
        })),
      )
      .onConflictDoUpdate({ target: sites.key, set: excludedSet(sites, ['id', 'key']) });
    // A site's theme is replaced as a whole, like the agent and group themes in load-demo-data.ts.
    for (const s of siteRows) {
      await tx.delete(siteThemes).where(sql`${siteThemes.scope} = 'site' and ${siteThemes.owner} = ${s.key}`);
      const rows = Object.entries(s.theme).map(([key, value]) => ({ scope: 'site', owner: s.key, key, value }));
      if (rows.length) await tx.insert(siteThemes).values(rows);
    }
  }

  if (referralRows.length) {
    await tx
      .insert(referrals)
      .values(
        referralRows.map((r) => ({
          id: r.id,
          agentId: idOf(agentIds, r.agent, 'agent'),
          groupId: idOf(groupIds, r.group, 'group'),
          portalId: idOf(portalIds, r.portal, 'portal'),
          referrerName: r.referrerName,
          active: r.active,
        })),
      )
      .onConflictDoUpdate({ target: referrals.id, set: excludedSet(referrals, ['id', 'createdAt', 'expiresAt']) });
  }
}
