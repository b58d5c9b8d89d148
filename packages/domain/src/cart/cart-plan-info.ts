import { z } from 'zod';
import { PLAN_TYPES } from '../catalog/plan-types.js';
import type { Tier } from '../catalog/tiers.js';

/**
 * What the plans in the cart and the tier mean for the wizard (the spec's cart info: is_IHA and has_spouse, and the
 * more-requirement flag of the premier plan): an IHA plan lets the employer step be skipped and caps dependents at
 * 9; the premier (L713) plan allows one child in IC and asks about a spouse first.
 */
export interface CartPlanFacts {
  is_IHA: boolean;
  is_premier: boolean;
  /** The tier covers a spouse (IS, IF). */
  has_spouse: boolean;
  tier: Tier;
}

export function cartPlanFacts(planTypes: readonly string[], tier: Tier): CartPlanFacts {
  return {
    is_IHA: planTypes.includes(PLAN_TYPES.iha),
    is_premier: planTypes.includes(PLAN_TYPES.premier),
    has_spouse: tier === 'IS' || tier === 'IF',
    tier,
  };
}

/** GET get-cart-plan-info's data. */
export const CartPlanInfoAnswerSchema = z.object({ is_IHA: z.boolean(), has_spouse: z.boolean() });
export type CartPlanInfoAnswer = z.infer<typeof CartPlanInfoAnswerSchema>;

