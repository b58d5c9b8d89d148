import type { Tier } from '../catalog/tiers.js';
import { TIERS } from '../catalog/tiers.js';

/**
 * A pricing row (ppid): one price for one tier and rating cell. A null gender, tobacco or state means
 * "any"; ages are inclusive bounds. Prices are integer cents.
 */
export interface PricingRow {
  ppid: number;
  tier: Tier;
  ageMin: number;
  ageMax: number;
  gender: 0 | 1 | null;
  tobacco: 0 | 1 | null;
  state: string | null;
  priceCents: number;
}

export interface RatingCell {
  age: number;
  gender: 0 | 1;
  /** Unknown tobacco use is rated as non-tobacco, as list prices are (price_male_nons). */
  tobacco: 0 | 1 | null;
  state: string | null;
}

function specificity(row: PricingRow): number {
  return (row.state !== null ? 4 : 0) + (row.gender !== null ? 2 : 0) + (row.tobacco !== null ? 1 : 0);
}

function matches(row: PricingRow, tier: Tier, cell: RatingCell): boolean {
  const tobacco = cell.tobacco ?? 0;
  return (
    row.tier === tier &&
    cell.age >= row.ageMin &&
    cell.age <= row.ageMax &&
    (row.gender === null || row.gender === cell.gender) &&
    (row.tobacco === null || row.tobacco === tobacco) &&
    (row.state === null || row.state === cell.state) &&
    row.priceCents > 0
  );
}

/** The most specific row for the tier and cell, or null when the plan is not priced there. */
export function selectPricingRow(rows: readonly PricingRow[], tier: Tier, cell: RatingCell): PricingRow | null {
  let best: PricingRow | null = null;
  for (const row of rows) {
    if (!matches(row, tier, cell)) continue;
    if (best === null || specificity(row) > specificity(best)) best = row;
  }
  return best;
}

/** The row for every tier the plan prices for this cell. */
export function selectTierRows(rows: readonly PricingRow[], cell: RatingCell): Partial<Record<Tier, PricingRow>> {
  const out: Partial<Record<Tier, PricingRow>> = {};
  for (const tier of TIERS) {
    const row = selectPricingRow(rows, tier, cell);
    if (row) out[tier] = row;
  }
  return out;
}
