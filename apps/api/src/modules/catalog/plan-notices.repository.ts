import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planBlackouts, planCartMessages } from '../../db/schema/index.js';

/** What the cart tells about its plans: their blackout periods and their cart messages. */

export async function blackoutsOf(db: Db, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ startsOn: planBlackouts.startsOn, endsOn: planBlackouts.endsOn, message: planBlackouts.message })
    .from(planBlackouts)
    .where(inArray(planBlackouts.planId, [...planIds]))
    .orderBy(asc(planBlackouts.id));
}

export async function cartMessagesOf(db: Db, planIds: readonly number[]): Promise<string[]> {
  if (planIds.length === 0) return [];
  const rows = await db.select({ message: planCartMessages.message }).from(planCartMessages).where(inArray(planCartMessages.planId, [...planIds]));
  return rows.map((r) => r.message);
}
