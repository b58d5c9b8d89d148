import { z } from 'zod';
import { MoneySchema } from '../catalog/plan.schema.js';
import { TIERS } from '../catalog/tiers.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { MESSAGES } from '../messages.js';

const id = z.coerce
  .number({ error: MESSAGES.invalidId })
  .int({ error: MESSAGES.invalidId })
  .positive({ error: MESSAGES.invalidId });

/** POST add-plan-to-cart and GET remove-plan-from-cart. */
export const CartItemRequestSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: id,
  plan_pricing_id: id,
});
export type CartItemRequest = z.infer<typeof CartItemRequestSchema>;

export const CartPlanSchema = z.object({
  plan_id: z.number().int(),
  plan_pricing_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_category: z.string(),
  plan_type: z.string(),
  plan_short_text: z.string(),
  tier: z.enum(TIERS),
  price: MoneySchema,
  tier_price: MoneySchema,
  /** 1: the visitor may remove it. */
  removable: z.union([z.literal(0), z.literal(1)]),
});
export type CartPlan = z.infer<typeof CartPlanSchema>;

export const CartSchema = z.object({
  result: z.array(CartPlanSchema),
  initial_month_cost: MoneySchema,
  recurring_month_cost: MoneySchema,
  special_message: z.string().nullable(),
  has_l713: z.boolean(),
  l713_net_price: MoneySchema.nullable(),
  quote_name: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;
