import { TIERS, type Tier } from '@benefit-store/domain';
import type { SeedPlan, SeedPlanRules, SeedPriceBand } from '../seed-types.js';

/**
 * Small helpers that keep the demo catalog readable: a plan is written as its texts plus a base
 * monthly price, and the pricing bands (age x gender x tobacco x state, per tier) are derived here.
 */

/** One step of an age curve: inclusive ages and a multiplier on the base (member-only) price. */
export type AgeStep = readonly [ageMin: number, ageMax: number, factor: number];

/** Age curves. Every curve covers 18-100; a plan's minAge/maxAge rules clip it. */
export const AGE_CURVES = {
  /** Same price at every age (dental, vision, pet, rx, lifestyle). */
  flat: [[18, 100, 1]],
  /** A small rise with age (bundles, supplemental, accident). */
  gentle: [
    [18, 39, 0.92],
    [40, 64, 1],
    [65, 100, 1.12],
  ],
  /** Medical and limited medical. */
  medical: [
    [18, 29, 0.75],
    [30, 39, 0.88],
    [40, 49, 1.1],
    [50, 64, 1.55],
    [65, 100, 2],
  ],
  /** Critical illness and hospital: risk rises steadily with age. */
  health: [
    [18, 29, 0.7],
    [30, 39, 0.85],
    [40, 49, 1.1],
    [50, 64, 1.5],
    [65, 100, 1.9],
  ],
  /** Term life: steep after 50. */
  life: [
    [18, 29, 0.5],
    [30, 39, 0.65],
    [40, 49, 1],
    [50, 59, 1.7],
    [60, 69, 2.6],
    [70, 100, 3.4],
  ],
  /** Disability income. */
  income: [
    [18, 29, 0.8],
    [30, 39, 0.9],
    [40, 49, 1.05],
    [50, 59, 1.3],
    [60, 100, 1.5],
  ],
} as const satisfies Record<string, readonly AgeStep[]>;

export type AgeCurve = keyof typeof AGE_CURVES;

/** Default tier multipliers on the member-only price: IO < IS ≈ IC < IF. */
export const TIER_FACTORS: Record<Tier, number> = { IO: 1, IS: 2, IC: 1.8, IF: 2.8 };

export interface PricingSpec {
  /** Monthly member-only price at the curve's factor 1, in cents. */
  base: number;
  curve?: AgeCurve;
  tierFactors?: Partial<Record<Tier, number>>;
  /** Adds tobacco-user bands priced this much higher (0.3 = +30%). */
  tobaccoLoad?: number;
  /** Splits every band by gender: male at 1, female at this factor. */
  femaleFactor?: number;
  /** Adds state-specific bands at these multipliers, e.g. { NY: 1.2 }. */
  stateFactors?: Record<string, number>;
}

function clipCurve(curve: readonly AgeStep[], minAge: number, maxAge: number): AgeStep[] {
  return curve
    .filter(([lo, hi]) => hi >= minAge && lo <= maxAge)
    .map(([lo, hi, f]): AgeStep => [Math.max(lo, minAge), Math.min(hi, maxAge), f]);
}

/** Builds the pricing bands for one plan. Prices are integer cents, rounded to the cent. */
export function priceBands(
  spec: PricingSpec,
  limits: { minAge?: number; maxAge?: number; tiers?: readonly Tier[] } = {},
): SeedPriceBand[] {
  const curve = clipCurve(AGE_CURVES[spec.curve ?? 'flat'], limits.minAge ?? 18, limits.maxAge ?? 100);
  const tiers = limits.tiers ?? TIERS;
  const tierFactors = { ...TIER_FACTORS, ...spec.tierFactors };
  const genders: (0 | 1 | null)[] = spec.femaleFactor === undefined ? [null] : [0, 1];
  const tobaccos: (0 | 1 | null)[] = spec.tobaccoLoad === undefined ? [null] : [null, 1];
  const states: [string | null, number][] = [[null, 1], ...Object.entries(spec.stateFactors ?? {})];

  const bands: SeedPriceBand[] = [];
  for (const [state, stateFactor] of states) {
    for (const gender of genders) {
      for (const tobacco of tobaccos) {
        for (const [ageMin, ageMax, ageFactor] of curve) {
          const factor =
            ageFactor *
            stateFactor *
            (gender === 1 ? (spec.femaleFactor ?? 1) : 1) *
            (tobacco === 1 ? 1 + (spec.tobaccoLoad ?? 0) : 1);
          const prices: Partial<Record<Tier, number>> = {};
          for (const tier of tiers) prices[tier] = Math.round(spec.base * factor * tierFactors[tier]);
          bands.push({ ageMin, ageMax, gender, tobacco, state, prices });
        }
      }
    }
  }
  return bands;
}

/** Callout badges shown on plan cards. The colours keep white text readable (WCAG AA). */
export const CALLOUTS = {
  popular: { calloutText: 'Most popular', calloutColor: '#0a7d38' },
  value: { calloutText: 'Best value', calloutColor: '#1d4ed8' },
  new: { calloutText: 'New', calloutColor: '#6d28d9' },
  seniors: { calloutText: 'Great for 50+', calloutColor: '#0f766e' },
  family: { calloutText: 'Family favorite', calloutColor: '#b42318' },
} as const;

type PlanDefaults = 'planType' | 'network' | 'calloutText' | 'calloutColor' | 'featured' | 'oneTimeFeeCents';
type PlanFlags = 'adminFeeIncluded' | 'requiresMembership' | 'rules' | 'bands';

/** A plan as written in the data files: texts and a pricing spec; everything else has a default. */
export type PlanInput = Omit<SeedPlan, PlanDefaults | PlanFlags> &
  Partial<Pick<SeedPlan, PlanDefaults | 'adminFeeIncluded' | 'requiresMembership'>> & {
    rules?: SeedPlanRules;
    pricing: PricingSpec;
  };

export function plan(input: PlanInput): SeedPlan {
  const { pricing, rules = {}, ...rest } = input;
  return {
    planType: 'ST',
    network: null,
    calloutText: null,
    calloutColor: null,
    featured: false,
    oneTimeFeeCents: 0,
    adminFeeIncluded: false,
    requiresMembership: false,
    ...rest,
    rules,
    bands: priceBands(pricing, rules),
  };
}
