import type { PricingRow, Tier } from '@benefit-store/domain';
import { and, eq, gte, inArray, isNull, lte, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planPricing } from '../../db/schema/index.js';
import type { RatingCell } from '@benefit-store/domain';

type Row = typeof planPricing.$inferSelect;

function toPricingRow(row: Row): PricingRow {
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
 * The rows that could price this cell, every tier, grouped by plan. The SQL narrows by age and the "any" columns
 * so only a handful of rows per plan come back; selectPricingRow then picks the most specific.
 */
export async function candidateRows(db: Db, planIds: readonly number[], cell: RatingCell): Promise<Map<number, PricingRow[]>> {
  const out = new Map<number, PricingRow[]>();
  if (planIds.length === 0) return out;
  const rows = await db
    .select()
    .from(planPricing)
    .where(
      and(
        inArray(planPricing.planId, [...planIds]),
        lte(planPricing.ageMin, cell.age),
        gte(planPricing.ageMax, cell.age),
        or(isNull(planPricing.gender), eq(planPricing.gender, cell.gender)),
        or(isNull(planPricing.tobacco), eq(planPricing.tobacco, cell.tobacco ?? 0)),
        cell.state === null ? isNull(planPricing.state) : or(isNull(planPricing.state), eq(planPricing.state, cell.state)),
      ),
    );
  for (const row of rows) {
    const list = out.get(row.planId) ?? [];
    list.push(toPricingRow(row));
    out.set(row.planId, list);
  }
  return out;
}

/** The lowest Member Only price of each plan: the "from" price shown before the visitor has a filter. */
export async function lowestMemberOnlyPrices(db: Db, planIds: readonly number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: planPricing.planId, cents: min(planPricing.priceCents) })
    .from(planPricing)
    .where(and(inArray(planPricing.planId, [...planIds]), eq(planPricing.tier, 'IO' satisfies Tier), gte(planPricing.priceCents, 1)))
    .groupBy(planPricing.planId);
  return new Map(rows.filter((r) => r.cents !== null).map((r) => [r.planId, r.cents as number]));
}
