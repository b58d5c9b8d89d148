import { z } from 'zod';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { idSchema } from '../shared/fields.js';

/* What the cart calls take, on zod's classic API with the shared field builders; the cart's answers are in cart.schema.ts, on zod/mini. */

/** POST add-plan-to-cart, POST remove-plan-from-cart and its GET form. */
export const CartItemRequestSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: idSchema,
  plan_pricing_id: idSchema,
});
export type CartItemRequest = z.infer<typeof CartItemRequestSchema>;

/** add-plan-to-cart-prudentials: a plan and its paired plan (plan_id1, plan_pricing_id1), both added or neither. */
export const PairedCartItemRequestSchema = CartItemRequestSchema.extend({
  plan_id1: idSchema,
  plan_pricing_id1: idSchema,
});
export type PairedCartItemRequest = z.infer<typeof PairedCartItemRequestSchema>;

