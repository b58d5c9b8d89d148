import * as z from 'zod/mini';
import { PLAN_CATEGORIES } from './categories.js';
import { LIFESTYLE_SERVICES, NETWORK_TYPES } from './plan-fact-kinds.js';

/**
 * The benefit facts' stored shape (plan-facts.ts says what they are and how people read them). Apart from the
 * readers so the listing's cards format facts without loading zod.
 */
const cents = z.int().check(z.minimum(0), z.maximum(100_000_000));
const percent = z.int().check(z.minimum(0), z.maximum(100));
const months = z.int().check(z.minimum(0), z.maximum(600));

/** What a dental plan pays for a service class: a percentage, a fixed copay schedule (DHMO), or nothing. */
const dentalCoverage = z.union([percent, z.enum(['copay', 'none'])]);
export type DentalCoverage = z.infer<typeof dentalCoverage>;

export const PlanFactsSchema = z.discriminatedUnion('category', [
  z.object({
    category: z.literal('medical'),
    deductible: cents,
    outOfPocketMax: cents,
    primaryCareCopay: cents,
    specialistCopay: cents,
    networkType: z.enum(NETWORK_TYPES),
  }),
  z.object({ category: z.literal('limitedmed'), doctorVisitBenefit: cents, hospitalDayBenefit: cents }),
  z.object({
    category: z.literal('dental'),
    /** null: no annual maximum. */
    annualMaximum: z.nullable(cents),
    preventive: dentalCoverage,
    basic: dentalCoverage,
    major: dentalCoverage,
    basicWaitingMonths: months,
    majorWaitingMonths: months,
  }),
  z.object({ category: z.literal('vision'), examCopay: cents, frameAllowance: cents, allowanceMonths: months }),
  z.object({ category: z.literal('term_life'), benefitAmount: cents, termYears: z.int().check(z.minimum(1), z.maximum(50)) }),
  z.object({
    category: z.literal('di'),
    monthlyBenefit: cents,
    /** null: benefits are paid to age 65. */
    benefitPeriodMonths: z.nullable(months),
    eliminationDays: z.int().check(z.minimum(0), z.maximum(365)),
  }),
  z.object({ category: z.literal('critical'), lumpSum: cents }),
  z.object({ category: z.literal('accident'), erVisitBenefit: cents, fractureBenefit: cents }),
  z.object({ category: z.literal('hospital'), admissionBenefit: cents, dailyBenefit: cents }),
  z.object({ category: z.literal('supplemental'), annualMaximum: cents }),
  /** brandCopay null: brand-name drugs are discounted, not covered. */
  z.object({ category: z.literal('rx'), genericCopay: cents, brandCopay: z.nullable(cents) }),
  z.object({ category: z.literal('lifestyle'), service: z.enum(LIFESTYLE_SERVICES) }),
  /** annualLimit null: no annual limit. */
  z.object({ category: z.literal('pet'), reimbursement: percent, deductible: cents, annualLimit: z.nullable(cents) }),
  z.object({ category: z.literal('bundles'), includes: z.array(z.enum(PLAN_CATEGORIES)).check(z.minLength(1), z.maxLength(PLAN_CATEGORIES.length)) }),
]);
export type PlanFacts = z.infer<typeof PlanFactsSchema>;
