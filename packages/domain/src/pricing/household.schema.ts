import { z } from 'zod';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { TIERS } from '../catalog/tiers.js';
import { idSchema } from '../shared/fields.js';

/**
 * The calls around household-priced carrier plans (spec 000 section 7, "Plans"; the spec's "prudential" plans):
 * plans whose price for a spouse or children tier depends on the spouse's age and the number of children
 * (PlanRules.householdRates, priced by pricePlan).
 */

/** GET check-prudential-plan: enrollment_id, plan_id. */
export const CheckHouseholdPlanQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: idSchema });

/**
 * check-prudential-plan's answer. `status`: the plan is priced on the household for the enrollment's tier (the plan
 * page asks the dependent modal); `depdob`: the stored spouse's date of birth (MM/DD/YYYY) or null. Beside the
 * spec's two fields: the stored number of children, which facts the tier needs and whether any is still missing.
 */
export const HouseholdPlanCheckSchema = z.object({
  status: z.boolean(),
  depdob: z.string().nullable(),
  no_of_children: z.number().int().nullable(),
  tier: z.enum(TIERS),
  needs_spouse: z.boolean(),
  needs_children: z.boolean(),
  /** The children options of the modal for the tier: 1 to 9 (IC), 1 to 8 (IF); 0 when children are not asked. */
  max_children: z.number().int(),
  missing: z.boolean(),
});
export type HouseholdPlanCheck = z.infer<typeof HouseholdPlanCheckSchema>;

/** GET check-prudential-cart and check-disability-plan: enrollment_id. */
export const CartCheckQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema });

/** check-prudential-cart / check-disability-plan: whether the cart holds such a plan, and which. */
export const CartHoldsSchema = z.object({ status: z.boolean(), plan_ids: z.array(z.number().int()) });
export type CartHolds = z.infer<typeof CartHoldsSchema>;

/** POST check-already-in-cart: enrollment_id, plan_id. */
export const CheckAlreadyInCartBodySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: idSchema });

/** check-already-in-cart: whether the plan is in the cart and, when it is, its pricing row and monthly price. */
export const AlreadyInCartSchema = z.object({
  status: z.boolean(),
  plan_pricing_id: z.number().int().nullable(),
  price: z.string().nullable(),
});
export type AlreadyInCart = z.infer<typeof AlreadyInCartSchema>;

/** A plan's share hash (the plan card's {hash}): 12 base64url characters. */
export const PLAN_HASH_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** GET {hash}: the plan a share hash names, with the path of its page. */
export const PlanByHashSchema = z.object({ plan_id: z.number().int(), plan_name: z.string(), path: z.string() });
export type PlanByHash = z.infer<typeof PlanByHashSchema>;
