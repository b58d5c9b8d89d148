import { z } from 'zod';
import { MoneySchema } from '../catalog/plan.schema.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { idSchema } from '../shared/fields.js';

/** GET get-plan-membership: plan_id. */
export const PlanMembershipQuerySchema = z.object({ plan_id: idSchema });

/**
 * Whether a plan needs the association membership, and that membership ($5.00 a month, catalog data): the plan page
 * shows its card first. The cart adds the membership with the plan (once, however many plans need it).
 */
export const PlanMembershipSchema = z.object({
  requires_membership: z.boolean(),
  membership: z.object({ name: z.string(), monthly_fee: MoneySchema }).nullable(),
});
export type PlanMembership = z.output<typeof PlanMembershipSchema>;

/**
 * Whether the plan page lets the visitor add the plan: a plan that needs the membership waits until the visitor has
 * chosen the membership (remembered in the client state) or the cart already has it; other plans always may.
 */
export function membershipAllowsAdd(plan: PlanMembership | null, chosen: boolean, cartHasMembership: boolean): boolean {
  if (plan === null || !plan.requires_membership || plan.membership === null) return true;
  return chosen || cartHasMembership;
}

/** GET check-active-plan: whether the enrollment's member already holds the plan (an active policy). */
export const ActivePlanQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: idSchema });
export const ActivePlanSchema = z.object({ active: z.boolean(), message: z.string().nullable() });
export type ActivePlan = z.output<typeof ActivePlanSchema>;
