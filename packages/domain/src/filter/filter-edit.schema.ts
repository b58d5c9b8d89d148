import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { optionalCount, optionalId, optionalText } from '../shared/fields.js';
import { dependentInfoErrors, MAX_CHILDREN } from './dependent-info.js';

const MAX_CHILDREN_ANY_TIER = Math.max(...Object.values(MAX_CHILDREN));
import { categorySchema, dobSchema, genderSchema, tierSchema, zipSchema } from './filter.schema.js';

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
    dep_dob: optionalText(10),
    no_of_children: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().optional()),
  })
  .superRefine((values, ctx) => {
    for (const error of dependentInfoErrors(values.tier, values)) {
      ctx.addIssue({ code: 'custom', path: [error.target_element], message: error.error_message });
    }
  });
export type FilterEditInput = z.input<typeof FilterEditSchema>;
export type FilterEdit = z.output<typeof FilterEditSchema>;

/** POST store-temp-dependent-info; the tier rules run in the service against the enrollment's tier. */
export const StoreDependentInfoSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: optionalId,
  dep_dob: optionalText(10),
  /** Bounded by the largest family any tier takes; the tier's own limit is the service's rule. */
  no_of_children: optionalCount(MAX_CHILDREN_ANY_TIER),
});
export type StoreDependentInfo = z.output<typeof StoreDependentInfoSchema>;

export const DependentInfoSchema = z.object({ spouse_dob: z.string().nullable(), no_of_children: z.number().int().nullable() });
export type DependentInfo = z.infer<typeof DependentInfoSchema>;
