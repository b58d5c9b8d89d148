import { z } from 'zod';
import { MoneySchema } from '../catalog/plan.schema.js';

/** add-plan-to-cart, add-plan-to-cart-prudentials, remove-plan-from-cart, get-cart-count: how many plans the cart holds. */
export const CartCountAnswerSchema = z.object({ result: z.number().int() });

/** get-cart-amount: the cart's recurring monthly cost. */
export const CartAmountAnswerSchema = z.object({ result: MoneySchema });

/** get-more-requirement: whether the cart needs the wizard's extra steps. */
export const MoreRequirementAnswerSchema = z.object({ result: z.boolean() });
