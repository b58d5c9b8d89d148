import type { Tier } from '../catalog/tiers.js';
import {
  AGE_BANDS,
  MIN_CO_PURCHASES,
  MIN_COHORT,
  MIN_FILTER_PURCHASES,
  RECOMMENDATION_LIMIT,
  type RecommendationSource,
} from './recommendation.constants.js';

/** The age band a person falls in ('30-39'), or null outside 18-100. */
export function ageBandOf(age: number): string | null {
  const band = AGE_BANDS.find(([lo, hi]) => age >= lo && age <= hi);
  return band ? `${band[0]}-${band[1]}` : null;
}

/** One completed enrollment: who bought and which plans. */
export interface PurchaseRecord {
  age: number;
  gender: 0 | 1;
  tier: Tier;
  state: string;
  planIds: readonly number[];
}

const byScoreThenId = (a: [number, number], b: [number, number]) => b[1] - a[1] || a[0] - b[0];

/**
 * Co-purchase lift of every other plan with the seed plans: P(seed and p) / (P(seed) * P(p)), where "seed" means
 * a basket holding any seed plan. Plans bought together with the seeds fewer than minTogether times, or with a lift
 * of 1 or less (no more often than chance), are left out. Highest lift first.
 */
export function associationRanking(
  baskets: readonly (readonly number[])[],
  seeds: readonly number[],
  options: { minTogether?: number; limit?: number } = {},
): number[] {
  const { minTogether = MIN_CO_PURCHASES, limit = RECOMMENDATION_LIMIT } = options;
  const seedSet = new Set(seeds);
  if (seedSet.size === 0 || baskets.length === 0) return [];
  const counts = new Map<number, number>();
  const together = new Map<number, number>();
  let withSeed = 0;
  for (const basket of baskets) {
    const plans = new Set(basket);
    const hasSeed = [...plans].some((p) => seedSet.has(p));
    if (hasSeed) withSeed++;
    for (const p of plans) {
      counts.set(p, (counts.get(p) ?? 0) + 1);
      if (hasSeed && !seedSet.has(p)) together.set(p, (together.get(p) ?? 0) + 1);
    }
  }
  const n = baskets.length;
  const lifts: [number, number][] = [];
  for (const [plan, both] of together) {
    if (both < minTogether) continue;
    const lift = (both * n) / (withSeed * (counts.get(plan) ?? 1));
    if (lift > 1) lifts.push([plan, lift]);
  }
  return lifts.sort(byScoreThenId).slice(0, limit).map(([plan]) => plan);
}

export interface Cohort {
  age: number;
  gender: 0 | 1;
  tier: Tier;
  state: string | null;
}

/**
 * What people like the visitor bought most: same age band, gender, tier and state; when that cohort has fewer
 * than minCohort enrollments, the state is dropped. Still too few: an empty list (the caller falls back).
 */
export function popularityRanking(
  records: readonly PurchaseRecord[],
  cohort: Cohort,
  options: { minCohort?: number; limit?: number } = {},
): number[] {
  const { minCohort = MIN_COHORT, limit = RECOMMENDATION_LIMIT } = options;
  const band = ageBandOf(cohort.age);
  if (band === null) return [];
  const alike = records.filter((r) => ageBandOf(r.age) === band && r.gender === cohort.gender && r.tier === cohort.tier);
  const sameState = cohort.state ? alike.filter((r) => r.state === cohort.state) : [];
  const group = sameState.length >= minCohort ? sameState : alike;
  if (group.length < minCohort) return [];
  const counts = new Map<number, number>();
  for (const record of group) for (const plan of new Set(record.planIds)) counts.set(plan, (counts.get(plan) ?? 0) + 1);
  return [...counts].sort(byScoreThenId).slice(0, limit).map(([plan]) => plan);
}

export interface FilterCandidate {
  planId: number;
  featured: boolean;
  sortOrder: number;
}

/**
 * The plans that match the visitor's filters (the caller passes only plans the visitor can buy), ranked by how
 * often they were bought; featured plans first among equals, then catalog order. With fewer than minPurchases
 * purchases among the candidates there is too little data: an empty list.
 */
export function filterRanking(
  candidates: readonly FilterCandidate[],
  purchases: ReadonlyMap<number, number>,
  options: { minPurchases?: number; limit?: number } = {},
): number[] {
  const { minPurchases = MIN_FILTER_PURCHASES, limit = RECOMMENDATION_LIMIT } = options;
  const total = candidates.reduce((sum, c) => sum + (purchases.get(c.planId) ?? 0), 0);
  if (total < minPurchases) return [];
  return [...candidates]
    .sort(
      (a, b) =>
        (purchases.get(b.planId) ?? 0) - (purchases.get(a.planId) ?? 0) ||
        Number(b.featured) - Number(a.featured) ||
        a.sortOrder - b.sortOrder ||
        a.planId - b.planId,
    )
    .slice(0, limit)
    .map((c) => c.planId);
}

/** A ranking, or the featured plans when the ranking had too little data. */
export function withFeaturedFallback(
  ranked: readonly number[],
  source: Exclude<RecommendationSource, 'featured'>,
  featured: readonly number[],
  limit = RECOMMENDATION_LIMIT,
): { recs: number[]; source: RecommendationSource } {
  if (ranked.length > 0) return { recs: ranked.slice(0, limit), source };
  return { recs: featured.slice(0, limit), source: 'featured' };
}
