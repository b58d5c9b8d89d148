import { pricePlan, TIERS, type PlanCategory, type PricingContext, type PricingRow, type Tier } from '@benefit-store/domain';
import type { SeedPlan, SeedPurchase } from '../seed-types.js';
import { demoCatalog } from './catalog-files.js';

const plans = demoCatalog.plans;

/**
 * 480 anonymous completed enrollments, generated deterministically (a fixed-seed PRNG), so that the
 * recommendations have something to learn from on a fresh install. The shopping habits are written in on
 * purpose: dental goes with vision, medical with rx, term life with disability, accident with hospital; people
 * over 50 lean to supplemental, critical and hospital cover, young single people to pet, lifestyle and accident,
 * families to dental, accident and bundles. Association (what goes together) and popularity (what people like
 * you buy) therefore give visibly different answers.
 */
const COUNT = 480;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted<T>(random: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

const STATES = [
  ['TX', 30],
  ['NY', 20],
  ['CA', 20],
  ['FL', 15],
  ['AZ', 10],
  ['GA', 5],
] as const;
const TIER_WEIGHTS = [
  ['IO', 45],
  ['IS', 20],
  ['IC', 15],
  ['IF', 20],
] as const satisfies readonly (readonly [Tier, number])[];
const SITES: readonly (readonly [{ agent: string | null; group: string | null }, number])[] = [
  [{ agent: null, group: null }, 50],
  [{ agent: 'JLEE2024', group: null }, 15],
  [{ agent: 'JLEE2024', group: 'ACME2024' }, 15],
  [{ agent: 'MRIV3141', group: null }, 10],
  [{ agent: 'DOKA7788', group: 'LAKE2025' }, 10],
];

interface Buyer {
  age: number;
  gender: 0 | 1;
  tier: Tier;
  state: string;
}

/** How likely this buyer is to want each category on its own (before the pairings). */
function categoryOdds(b: Buyer): Partial<Record<PlanCategory, number>> {
  const senior = b.age >= 50;
  const young = b.age < 35;
  const family = b.tier === 'IC' || b.tier === 'IF';
  return {
    medical: b.age >= 65 ? 0.2 : 0.5,
    limitedmed: young ? 0.2 : 0.08,
    dental: family ? 0.6 : 0.35,
    vision: b.gender === 1 ? 0.25 : 0.15,
    supplemental: senior ? 0.45 : 0.05,
    critical: senior ? 0.35 : 0.08,
    hospital: senior ? 0.3 : 0.08,
    accident: family ? 0.45 : young ? 0.35 : 0.15,
    term_life: b.tier === 'IO' ? (senior ? 0.15 : 0.35) : 0,
    pet: young ? 0.3 : 0.06,
    lifestyle: young ? 0.3 : 0.08,
    bundles: family ? 0.25 : 0.04,
  };
}

/** Pairings: buying the first category makes the second likely. */
const PAIRS: [PlanCategory, PlanCategory, number][] = [
  ['dental', 'vision', 0.75],
  ['medical', 'rx', 0.5],
  ['term_life', 'di', 0.55],
  ['accident', 'hospital', 0.45],
  ['critical', 'hospital', 0.3],
];

/** A seed plan's bands as pricing rows, for pricePlan (the ppids are only positions). */
function rowsOf(plan: SeedPlan): PricingRow[] {
  return plan.bands.flatMap((band, i) =>
    TIERS.flatMap((tier) => {
      const cents = band.prices[tier];
      return cents === undefined
        ? []
        : [{ ppid: i * 10 + TIERS.indexOf(tier), tier, ageMin: band.ageMin, ageMax: band.ageMax, gender: band.gender ?? null, tobacco: band.tobacco ?? null, state: band.state ?? null, priceCents: cents }];
    }),
  );
}

/** Completed enrollments answered everything their plans asked; they bought through the public store. */
const PURCHASE_CONTEXT: PricingContext = { portalCode: null, questionsAnswered: () => true, planIdOf: () => null };

function choosePlan(random: () => number, category: PlanCategory, buyer: Buyer): SeedPlan | null {
  // Buyers answered the tobacco, salary and hours questions; the zip only matters to plans sold by area.
  const person = { ...buyer, tobacco: 0 as const, zip: null, annualSalary: 60_000, weeklyHours: 40 };
  const offered = plans.filter((p) => p.category === category && pricePlan({ id: 0, ...p }, rowsOf(p), person, PURCHASE_CONTEXT).ok);
  if (offered.length === 0) return null;
  // Featured and state-specific plans sell better, as they would with a storefront that shows them first.
  return pickWeighted(
    random,
    offered.map((p) => [p, (p.featured ? 2 : 1) * (p.rules.states ? 3 : 1)] as const),
  );
}

function generate(): SeedPurchase[] {
  const random = mulberry32(20_241_121);
  const out: SeedPurchase[] = [];
  for (let i = 0; i < COUNT; i++) {
    const buyer: Buyer = {
      age: 18 + Math.floor(random() * 63),
      gender: random() < 0.5 ? 0 : 1,
      tier: pickWeighted(random, TIER_WEIGHTS),
      state: pickWeighted(random, STATES),
    };
    const wanted = new Set<PlanCategory>();
    for (const [category, odds] of Object.entries(categoryOdds(buyer)) as [PlanCategory, number][]) {
      if (random() < odds) wanted.add(category);
    }
    for (const [first, second, odds] of PAIRS) if (wanted.has(first) && random() < odds) wanted.add(second);
    if (wanted.size === 0) wanted.add('dental');
    const chosen = [...wanted].map((c) => choosePlan(random, c, buyer)).filter((p): p is SeedPlan => p !== null);
    if (chosen.length === 0) continue;
    const site = pickWeighted(random, SITES);
    const month = 1 + (i % 12);
    out.push({
      ref: `demo-${String(i + 1).padStart(4, '0')}`,
      ...buyer,
      plans: chosen.map((p) => p.slug),
      agent: site.agent,
      group: site.group,
      completedOn: `2025-${String(month).padStart(2, '0')}-${month % 2 === 0 ? '15' : '01'}`,
    });
  }
  return out;
}

export const purchases: SeedPurchase[] = generate();
