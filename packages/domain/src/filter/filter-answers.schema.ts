import * as z from 'zod/mini';

/*
 * The answers of the filter calls, on zod/mini: the landing form checks them on the first page, which then does not
 * load zod's classic API (what the calls take stays in filter.schema.ts and filter-edit.schema.ts).
 */

/** What a change did to the cart (the filter's, the dependents' household): lines moved to another price, lines removed. */
export function cartChangeShape() {
  return { cart_repriced: z.int().check(z.minimum(0)), cart_removed: z.int().check(z.minimum(0)) };
}

/**
 * PUT change-filter-info's answer: the enrollment, and what the new filter did to the cart: lines moved to another
 * price (a tier, age or state change) and lines removed because pricing now refuses them. The page says so.
 */
export const ChangeFilterAnswerSchema = z.object({
  temp_enrollment_id: z.string(),
  ...cartChangeShape(),
});
export type ChangeFilterAnswer = z.infer<typeof ChangeFilterAnswerSchema>;

/** POST add-filter-for-new-user: the temporary enrollment created from the landing filter. */
export const TempEnrollmentAnswerSchema = z.object({ temp_enrollment_id: z.string() });
export type TempEnrollmentAnswer = z.infer<typeof TempEnrollmentAnswerSchema>;

export const DependentInfoSchema = z.object({ spouse_dob: z.nullable(z.string()), no_of_children: z.nullable(z.int()) });
export type DependentInfo = z.infer<typeof DependentInfoSchema>;
