import * as z from 'zod/mini';
import { MoneySchema } from '../catalog/money.schema.js';

/*
 * Small cart answers the header and the plan pages ask for; no import of the plan schemas, so the page's first script
 * that counts the cart (and shows its amount) does not carry them.
 */

/** add-plan-to-cart, add-plan-to-cart-prudentials, remove-plan-from-cart, get-cart-count: how many plans the cart holds. */
export const CartCountAnswerSchema = z.object({ result: z.int() });

/** get-more-requirement: whether the cart needs the wizard's extra steps. */
export const MoreRequirementAnswerSchema = z.object({ result: z.boolean() });

/** get-cart-amount: the cart's recurring monthly cost. */
export const CartAmountAnswerSchema = z.object({ result: MoneySchema });
