import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { optionalCount, optionalId, optionalText } from '../shared/fields.js';
import { dependentInfoErrors, MAX_CHILDREN } from './dependent-info.js';

const MAX_CHILDREN_ANY_TIER = Math.max(...Object.values(MAX_CHILDREN));
import { categorySchema, dobSchema, FilterFormSchema, genderSchema, tierSchema, zipSchema } from './filter.schema.js';
import type { Tier } from '../catalog/tiers.js';

/** The dependent block's fields: spouse DOB (IS, IF) and number of children (IC, IF), checked by the tier. */
const dependentFields = {
  dep_dob: optionalText(10),
  no_of_children: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().optional()),
};

function checkDependents(values: { tier: Tier; dep_dob?: string | undefined; no_of_children?: number | undefined }, ctx: z.RefinementCtx) {
  for (const error of dependentInfoErrors(values.tier, values)) {
    ctx.addIssue({ code: 'custom', path: [error.target_element], message: error.error_message });
  }
}

/**
 * The Basic Filter bar's Edit popup: zip ('Enter 5 digit zip code'), gender, tier, DOB, an optional category and
 * the dependent block (spouse DOB for IS and IF, number of children for IC and IF).
 */
export const FilterEditSchema = z
  .object({
    zip: zipSchema(MESSAGES.enterFiveDigitZip),
    gender: genderSchema,
    tier: tierSchema,
    dob: dobSchema(),
    category: categorySchema,
    ...dependentFields,
  })
  .superRefine(checkDependents);
export type FilterEditInput = z.input<typeof FilterEditSchema>;
export type FilterEdit = z.output<typeof FilterEditSchema>;

/**
 * The landing form as a person fills it: the basic information and, for a tier with a spouse or children, the
 * dependent block that pricing needs, asked right there as the Edit popup does. The filter call takes the basic
 * information (FilterFormSchema); the dependents go to store-temp-dependent-info.
 */
export const LandingFilterSchema = FilterFormSchema.extend(dependentFields).superRefine(checkDependents);
export type LandingFilterInput = z.input<typeof LandingFilterSchema>;
export type LandingFilter = z.output<typeof LandingFilterSchema>;

/** POST store-temp-dependent-info; the tier rules run in the service against the enrollment's tier. */
export const StoreDependentInfoSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: optionalId,
  dep_dob: optionalText(10),
  /** Bounded by the largest family any tier takes; the tier's own limit is the service's rule. */
  no_of_children: optionalCount(MAX_CHILDREN_ANY_TIER),
});
export type StoreDependentInfo = z.output<typeof StoreDependentInfoSchema>;

