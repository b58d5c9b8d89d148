import { localized } from '@benefit-store/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planBlackouts, planCartMessages } from '../../db/schema/index.js';

/** What the cart tells about its plans: their blackout periods and their cart messages, in the request's language. */

export async function blackoutsOf(db: Db, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  const rows = await db
    .select({ startsOn: planBlackouts.startsOn, endsOn: planBlackouts.endsOn, message: planBlackouts.message, translations: planBlackouts.translations })
    .from(planBlackouts)
    .where(inArray(planBlackouts.planId, [...planIds]))
    .orderBy(asc(planBlackouts.id));
  return rows.map(({ translations, ...b }) => ({ ...b, message: localized({ message: b.message }, translations).texts.message }));
}

export async function cartMessagesOf(db: Db, planIds: readonly number[]): Promise<string[]> {
  if (planIds.length === 0) return [];
  const rows = await db.select({ message: planCartMessages.message, translations: planCartMessages.translations }).from(planCartMessages).where(inArray(planCartMessages.planId, [...planIds]));
  return rows.map((r) => localized({ message: r.message }, r.translations).texts.message);
}
