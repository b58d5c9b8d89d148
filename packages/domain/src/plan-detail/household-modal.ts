import { z } from 'zod';
import type { Tier } from '../catalog/tiers.js';
import { dependentInfoErrors } from '../filter/dependent-info.js';
import { optionalText } from '../shared/fields.js';

/**
 * The plan page's dependent modal (spec 000 section 4, "Dependent modal (plan detail)") for a household-priced plan:
 * Spouse DOB required for IS and IF, Number of children required for IC and IF (1 to 9 for IC, 1 to 8 for IF), with
 * the same rules and messages as store-temp-dependent-info checks on the server ('Field is required', the date and
 * age messages, 'Please choose a valid option').
 */
export function planDependentSchema(tier: Tier, today?: Date) {
  return z
    .object({
      dep_dob: optionalText(10),
      no_of_children: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().optional()),
    })
    .superRefine((values, ctx) => {
      for (const error of dependentInfoErrors(tier, values, today)) ctx.addIssue({ code: 'custom', path: [error.target_element], message: error.error_message });
    });
}
export type PlanDependentInput = z.input<ReturnType<typeof planDependentSchema>>;
export type PlanDependentValues = z.output<ReturnType<typeof planDependentSchema>>;
