import type { PricingRow, Tier } from '@benefit-store/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planPricing } from '../../db/schema/index.js';

type Row = typeof planPricing.$inferSelect;

export function toPricingRow(row: Row): PricingRow {
  return {
    ppid: row.ppid,
    tier: row.tier as Tier,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    gender: row.gender as 0 | 1 | null,
    tobacco: row.tobacco as 0 | 1 | null,
    state: row.state,
    priceCents: row.priceCents,
  };
}

/**
 * Every pricing row of these plans, grouped by plan, read in the caller's transaction (the cart prices under the
 * enrollment's lock). Which row applies is pricePlan's decision alone (domain pricing/price-plan.ts).
 */
export async function pricingRowsOf(db: Db, planIds: readonly number[]): Promise<Map<number, PricingRow[]>> {
  const out = new Map<number, PricingRow[]>();
  if (planIds.length === 0) return out;
  const rows = await db.select().from(planPricing).where(inArray(planPricing.planId, [...new Set(planIds)]));
  for (const row of rows) {
    const list = out.get(row.planId) ?? [];
    list.push(toPricingRow(row));
    out.set(row.planId, list);
  }
  return out;
}
