import { z } from 'zod';
import { TIERS, type Tier } from '../catalog/tiers.js';

/**
 * A plan's availability rules: catalog data (the plans table's `rules` document), evaluated by pricePlan alone.
 * Every rule is optional; an absent rule allows everyone. Each names the errorCode it produces.
 */
export interface PlanRules {
  /** Issue ages, inclusive (ageError). */
  minAge?: number;
  maxAge?: number;
  /** Tiers sold (tierError). IO-only categories (term life) allow IO alone whatever this says. */
  tiers?: Tier[];
  /** Two-letter state codes sold in; absent = every state (stateError). */
  states?: string[];
  /** The network's service areas: 3-digit zip prefixes; absent = everywhere in the states sold (metError). */
  zipAreas?: string[];
  /** Ages each tier is sold to, inside the issue ages: e.g. Family only up to 64 (planAgeError). */
  tierAges?: Partial<Record<Tier, { minAge?: number; maxAge?: number }>>;
  /** Minimum annual salary, whole dollars; the salary must be entered (salaryError). */
  minSalary?: number;
  /** Minimum weekly working hours; the hours must be entered (hourError). */
  minWeeklyHours?: number;
  /** The carrier rates tobacco users apart and will not quote without the answer (smokerError). */
  needsTobaccoAnswer?: boolean;
  /** Portal codes the plan is sold through; absent = every store (portalError). */
  portals?: string[];
  /** The plan's own questions must be answered before it is priced (newQuestionsError). */
  questionsFirst?: boolean;
  /** In these states the carrier sells another plan (by slug) in place of this one (changePid with its id). */
  replacedBy?: { plan: string; states: string[] };
  /**
   * Household rates (the spec's carrier plans priced on the dependents: check-prudential-plan): the tier's pricing
   * row prices the member, and the spouse (IS, IF) and the children (IC, IF) are added from these rates. Such a plan
   * is priced only once the enrollment's household facts are stored (dependentError until then).
   */
  householdRates?: HouseholdRates;
}

/** The dependents' monthly rates of a household-priced plan, integer cents. */
export interface HouseholdRates {
  /** The spouse's monthly price by the spouse's age band (inclusive bounds); a spouse outside every band: spouseAgeError. */
  spouseBands: { minAge: number; maxAge: number; priceCents: number }[];
  /** The monthly price of each child. */
  perChildCents: number;
  /** Children charged at most (carriers commonly charge the first few alone); absent: every child. */
  maxChildrenCharged?: number;
}

const age = z.number().int().min(0).max(120);
const state = z.string().regex(/^[A-Z]{2}$/);
const ages = z.object({ minAge: age.optional(), maxAge: age.optional() }).strict();

/** The rules document as stored: the loader checks the demo data set with it. */
export const PlanRulesSchema = z
  .object({
    minAge: age.optional(),
    maxAge: age.optional(),
    tiers: z.array(z.enum(TIERS)).optional(),
    states: z.array(state).optional(),
    zipAreas: z.array(z.string().regex(/^\d{3}$/)).optional(),
    tierAges: z.partialRecord(z.enum(TIERS), ages).optional(),
    minSalary: z.number().int().min(0).optional(),
    minWeeklyHours: z.number().min(0).max(168).optional(),
    needsTobaccoAnswer: z.boolean().optional(),
    portals: z.array(z.string().min(1)).optional(),
    questionsFirst: z.boolean().optional(),
    replacedBy: z.object({ plan: z.string().min(1), states: z.array(state) }).strict().optional(),
    householdRates: z
      .object({
        spouseBands: z.array(z.object({ minAge: age, maxAge: age, priceCents: z.number().int().min(0) }).strict()).min(1),
        perChildCents: z.number().int().min(0),
        maxChildrenCharged: z.number().int().min(1).max(9).optional(),
      })
      .strict()
      .optional(),
  })
  .strict() satisfies z.ZodType<PlanRules>;

/** A plan's longer texts for its page (spec section 3, plan description), beside its short and body texts. */
export interface PlanTexts {
  /** The highlighted line above the description. */
  blueBarText?: string;
  /** The association membership note of plans sold with a membership. */
  associationText?: string;
  /** Each toggle's title and text. */
  exclusions?: { name: string; text: string };
  example?: { name: string; text: string };
  faq?: { name: string; text: string };
}
