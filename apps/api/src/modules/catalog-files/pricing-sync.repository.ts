import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planPricing } from '../../db/schema/index.js';
import { chunks } from '../../db/seed/upsert.js';

export type NewPricingRow = typeof planPricing.$inferInsert;
type NewRow = NewPricingRow;

const cellKey = (r: Pick<NewRow, 'planId' | 'tier' | 'ageMin' | 'ageMax' | 'gender' | 'tobacco' | 'state'>) =>
  [r.planId, r.tier, r.ageMin, r.ageMax, r.gender ?? '-', r.tobacco ?? '-', r.state ?? '-'].join('|');

export interface PricingSyncCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

/**
 * Makes the pricing rows of the given plans equal to the data set while keeping the ppid of every rating cell
 * that still exists, so carts that point at a ppid survive a price change.
 */
export async function syncPricing(tx: Db, planIds: number[], wanted: NewRow[]): Promise<PricingSyncCounts> {
  const existing = planIds.length === 0 ? [] : await tx.select().from(planPricing).where(inArray(planPricing.planId, planIds));
  const byKey = new Map(existing.map((row) => [cellKey(row), row]));
  const toInsert: NewRow[] = [];
  let updated = 0;
  for (const row of wanted) {
    const key = cellKey(row);
    const current = byKey.get(key);
    if (!current) {
      toInsert.push(row);
      continue;
    }
    byKey.delete(key);
    if (current.priceCents !== row.priceCents) {
      await tx.update(planPricing).set({ priceCents: row.priceCents }).where(eq(planPricing.ppid, current.ppid));
      updated++;
    }
  }
  // What is left in byKey is either gone from the data set or a duplicate cell: remove it.
  const stale = [...byKey.values()].map((row) => row.ppid);
  for (const part of chunks(stale, 500)) await tx.delete(planPricing).where(inArray(planPricing.ppid, part));
  for (const part of chunks(toInsert, 500)) await tx.insert(planPricing).values(part);
  return { inserted: toInsert.length, updated, deleted: stale.length };
}
