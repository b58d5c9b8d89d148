import type { LocationInfo } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leadDevices, leadVisits } from '../../db/schema/index.js';

export interface Visit {
  deviceId: string;
  webUrl: string | null;
  agentId: number | null;
  groupId: number | null;
}

/** Records the device (first and last seen, its site, its location answer when given) and the page, in one go. */
export async function recordVisit(db: Db, visit: Visit, location?: LocationInfo): Promise<{ locationConsent: string | null }> {
  const answer = location
    ? location.consent === 'allow'
      ? { locationConsent: 'allow', latitude: location.latitude, longitude: location.longitude, zip: location.zip }
      : { locationConsent: 'deny', latitude: null, longitude: null, zip: null }
    : {};
  const site = { ...(visit.agentId !== null ? { agentId: visit.agentId } : {}), ...(visit.groupId !== null ? { groupId: visit.groupId } : {}) };
  const [device] = await db
    .insert(leadDevices)
    .values({ deviceId: visit.deviceId, ...site, ...answer })
    .onConflictDoUpdate({ target: leadDevices.deviceId, set: { ...site, ...answer, lastSeenAt: sql`now()` } })
    .returning({ locationConsent: leadDevices.locationConsent });
  await db.insert(leadVisits).values(visit);
  return { locationConsent: device?.locationConsent ?? null };
}
