import { IO_ONLY_CATEGORIES, type PlanCategory } from '../catalog/categories.js';
import { TIERS, type Tier } from '../catalog/tiers.js';
import type { PricingErrorCode } from './error-codes.js';
import type { HouseholdRates, PlanRules } from './plan-rules.js';
import { PRICING_MESSAGES } from './pricing.messages.js';

/**
 * A pricing row (ppid): one price for one tier and rating cell. A null gender, tobacco or state means "any"; ages
 * are inclusive bounds. Prices are integer cents.
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

/** What a price depends on. Unknown tobacco use is rated as non-tobacco (list prices, price_male_nons). */
export interface RatingCell {
  age: number;
  gender: 0 | 1;
  tobacco: 0 | 1 | null;
  state: string | null;
}

/** The person being priced: the rating cell, the chosen tier, and the facts the plans' rules read. */
export interface PricedPerson extends RatingCell {
  tier: Tier;
  zip: string | null;
  /** annual_incode: whole dollars a year, null until entered. */
  annualSalary: number | null;
  /** working_hours: hours a week, null until entered. */
  weeklyHours: number | null;
  /**
   * The household facts a household-priced plan reads (get-temp-dependent-info): the spouse's age (IS, IF) and the
   * number of children (IC, IF); null or absent until stored. Other plans never read them.
   */
  spouseAge?: number | null;
  children?: number | null;
}

export interface PricedPlan {
  id: number;
  category: string;
  rules: PlanRules;
}

/** Facts about the enrollment and the catalog that are not the person's. */
export interface PricingContext {
  /** The enrollment's portal code, null on the public store. */
  portalCode: string | null;
  /** Whether the visitor answered this plan's questions. */
  questionsAnswered: (planId: number) => boolean;
  /** Whether the carrier declined the visitor's answers to this plan's questions (declineError); absent: none declined. */
  questionsDeclined?: (planId: number) => boolean;
  /** A plan id by its slug (replacement plans are named by slug in the rules). */
  planIdOf: (slug: string) => number | null;
}

export type PricingResult =
  | {
      ok: true;
      /** The row charged for the person's tier: what add-plan-to-cart takes as plan_pricing_id. */
      row: PricingRow;
      /**
       * The row of every tier the plan prices for the person's cell (the pricing cards, tier_price). For a
       * household-priced plan, only the tiers the stored household facts can price.
       */
      tierRows: Partial<Record<Tier, PricingRow>>;
      /**
       * A household-priced plan's parts (the member's row, the spouse, the children), integer cents; `row.priceCents`
       * is then their sum: the price every view shows and the cart stores. Null for other plans.
       */
      household: HouseholdPrice | null;
    }
  | { ok: false; code: PricingErrorCode; message: string; /** changePid: the plan to reload on. */ pid?: number };

/** The parts of a household price. */
export interface HouseholdPrice {
  memberCents: number;
  spouseCents: number;
  childrenCents: number;
}

/** Children options of the dependent modal by tier (spec section 9): 1 to 9 for IC, 1 to 8 for IF. */
const HOUSEHOLD_MAX_CHILDREN: Partial<Record<Tier, number>> = { IC: 9, IF: 8 };
const SPOUSE_PRICED: readonly Tier[] = ['IS', 'IF'];
const CHILDREN_PRICED: readonly Tier[] = ['IC', 'IF'];

/** Whether a plan is priced on the household (spouse's age, number of children) for this tier. */
export function needsHouseholdFacts(rules: PlanRules, tier: Tier): boolean {
  return rules.householdRates !== undefined && (SPOUSE_PRICED.includes(tier) || CHILDREN_PRICED.includes(tier));
}

/**
 * The dependents' part of a household price for a tier: the spouse's band (IS, IF) and the children (IC, IF), or
 * why it cannot be priced: a fact not stored (or a children count the tier does not offer) is dependentError, a
 * spouse outside every band spouseAgeError.
 */
export function householdPart(
  rates: HouseholdRates,
  tier: Tier,
  facts: Pick<PricedPerson, 'spouseAge' | 'children'>,
): { ok: true; spouseCents: number; childrenCents: number } | { ok: false; code: 'dependentError' | 'spouseAgeError' } {
  let spouseCents = 0;
  let childrenCents = 0;
  if (SPOUSE_PRICED.includes(tier)) {
    const age = facts.spouseAge;
    if (age === null || age === undefined) return { ok: false, code: 'dependentError' };
    const band = rates.spouseBands.find((b) => age >= b.minAge && age <= b.maxAge);
    if (!band) return { ok: false, code: 'spouseAgeError' };
    spouseCents = band.priceCents;
  }
  if (CHILDREN_PRICED.includes(tier)) {
    const n = facts.children;
    if (n === null || n === undefined || !Number.isInteger(n) || n < 1 || n > (HOUSEHOLD_MAX_CHILDREN[tier] ?? 0)) return { ok: false, code: 'dependentError' };
    childrenCents = rates.perChildCents * Math.min(n, rates.maxChildrenCharged ?? n);
  }
  return { ok: true, spouseCents, childrenCents };
}

function specificity(row: PricingRow): number {
  return (row.state !== null ? 4 : 0) + (row.gender !== null ? 2 : 0) + (row.tobacco !== null ? 1 : 0);
}

function matchesCell(row: PricingRow, cell: RatingCell): boolean {
  return (
    cell.age >= row.ageMin &&
    cell.age <= row.ageMax &&
    (row.gender === null || row.gender === cell.gender) &&
    (row.tobacco === null || row.tobacco === (cell.tobacco ?? 0)) &&
    (row.state === null || row.state === cell.state) &&
    row.priceCents > 0
  );
}

/** The most specific row of the tier for the cell: the one place a pricing row is matched. */
function selectRow(rows: readonly PricingRow[], tier: Tier, cell: RatingCell): PricingRow | null {
  let best: PricingRow | null = null;
  for (const row of rows) {
    if (row.tier !== tier || !matchesCell(row, cell)) continue;
    if (best === null || specificity(row) > specificity(best)) best = row;
  }
  return best;
}

function tierRowsOf(rows: readonly PricingRow[], cell: RatingCell): Partial<Record<Tier, PricingRow>> {
  const out: Partial<Record<Tier, PricingRow>> = {};
  for (const tier of TIERS) {
    const row = selectRow(rows, tier, cell);
    if (row) out[tier] = row;
  }
  return out;
}

const refuse = (code: PricingErrorCode, pid?: number): PricingResult =>
  pid === undefined ? { ok: false, code, message: PRICING_MESSAGES[code] } : { ok: false, code, message: PRICING_MESSAGES[code], pid };

const outside = (value: number, min: number | undefined, max: number | undefined) =>
  (min !== undefined && value < min) || (max !== undefined && value > max);

/** Why no row prices the person although every rule allows them. */
function missingRowCode(rows: readonly PricingRow[], person: PricedPerson): PricingErrorCode {
  const ofTier = rows.filter((r) => r.tier === person.tier && r.priceCents > 0);
  if (ofTier.length === 0) return 'tierError';
  const atAge = ofTier.filter((r) => person.age >= r.ageMin && person.age <= r.ageMax);
  if (atAge.length === 0) return 'planAgeError';
  return atAge.every((r) => r.state !== null && r.state !== person.state) ? 'stateError' : 'planAgeError';
}

/**
 * Whether and at what price a person can buy a plan: the one eligibility and price rule behind the listing, the
 * plan page (get-plan-pricing-detail), add-plan-to-cart, the cart's re-pricing, riders, suggestions and quotes.
 * The rules are checked in the order below, so a visitor meets the first thing to fix: the plan itself (replaced,
 * portal), where they live (state, area), the filter (tier, age), then the answers the plan needs (tobacco, salary,
 * hours, questions). A null person is an enrollment that could not be found.
 */
export function pricePlan(plan: PricedPlan, rows: readonly PricingRow[], person: PricedPerson | null, context: PricingContext): PricingResult {
  if (person === null) return refuse('enrollmentIdError');
  const { rules } = plan;

  if (rules.replacedBy && person.state !== null && rules.replacedBy.states.includes(person.state)) {
    const pid = context.planIdOf(rules.replacedBy.plan);
    if (pid !== null && pid !== plan.id) return refuse('changePid', pid);
  }
  if (rules.portals && (context.portalCode === null || !rules.portals.includes(context.portalCode))) return refuse('portalError');
  if (rules.states && (person.state === null || !rules.states.includes(person.state))) return refuse('stateError');
  if (rules.zipAreas && (person.zip === null || !rules.zipAreas.includes(person.zip.slice(0, 3)))) return refuse('metError');
  const ioOnly = (IO_ONLY_CATEGORIES as readonly string[]).includes(plan.category as PlanCategory);
  if ((ioOnly && person.tier !== 'IO') || (rules.tiers && !rules.tiers.includes(person.tier))) return refuse('tierError');
  if (outside(person.age, rules.minAge, rules.maxAge)) return refuse('ageError');
  const tierAges = rules.tierAges?.[person.tier];
  if (tierAges && outside(person.age, tierAges.minAge, tierAges.maxAge)) return refuse('planAgeError');
  if (rules.needsTobaccoAnswer && person.tobacco === null) return refuse('smokerError');
  if (rules.minSalary !== undefined && (person.annualSalary === null || person.annualSalary < rules.minSalary)) return refuse('salaryError');
  if (rules.minWeeklyHours !== undefined && (person.weeklyHours === null || person.weeklyHours < rules.minWeeklyHours)) return refuse('hourError');
  if (rules.questionsFirst && context.questionsDeclined?.(plan.id)) return refuse('declineError');
  if (rules.questionsFirst && !context.questionsAnswered(plan.id)) return refuse('newQuestionsError');

  const row = selectRow(rows, person.tier, person);
  if (!row) return refuse(missingRowCode(rows, person));
  const rates = rules.householdRates;
  if (!rates) return { ok: true, row, tierRows: tierRowsOf(rows, person), household: null };

  // Household-priced: the member's row plus the dependents; the other tiers' cards only where the facts price them.
  const own = householdPart(rates, person.tier, person);
  if (!own.ok) return refuse(own.code);
  const tierRows: Partial<Record<Tier, PricingRow>> = {};
  for (const [tier, tierRow] of Object.entries(tierRowsOf(rows, person)) as [Tier, PricingRow][]) {
    const part = householdPart(rates, tier, person);
    if (part.ok) tierRows[tier] = { ...tierRow, priceCents: tierRow.priceCents + part.spouseCents + part.childrenCents };
  }
  const household = { memberCents: row.priceCents, spouseCents: own.spouseCents, childrenCents: own.childrenCents };
  return { ok: true, row: { ...row, priceCents: row.priceCents + own.spouseCents + own.childrenCents }, tierRows, household };
}

/** The lowest Member Only price of a plan's rows ("from" price before the visitor has a filter), or null. */
export function lowestMemberOnlyCents(rows: readonly PricingRow[]): number | null {
  let lowest: number | null = null;
  for (const row of rows) {
    if (row.tier !== 'IO' || row.priceCents < 1) continue;
    if (lowest === null || row.priceCents < lowest) lowest = row.priceCents;
  }
  return lowest;
}
