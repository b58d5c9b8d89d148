import { z } from 'zod';
import { MoneySchema } from '../catalog/plan.schema.js';
import { TIERS } from '../catalog/tiers.js';
import { PRICING_ERROR_CODES } from './error-codes.js';

/** One pricing card of the plan page: a tier's monthly price for the visitor's rating cell (spec: pricing row). */
export const TierPriceRowSchema = z.object({
  tier: z.enum(TIERS),
  /** The pricing row: what add-plan-to-cart takes as plan_pricing_id (only the visitor's own tier can be added). */
  ppid: z.number().int(),
  /** The spec's name for the price; only rows above 0 are listed. */
  price_male_nons: MoneySchema,
  /** The visitor's tier: highlighted, and the one Add to Cart adds. */
  is_selected_tier: z.boolean(),
});
export type TierPriceRow = z.infer<typeof TierPriceRowSchema>;

/**
 * GET get-plan-pricing-detail (and -elevate): the plan priced for the enrollment by pricePlan. Priced: `plans`
 * holds a card per tier, errorCode and message are null. Refused: `plans` is empty and errorCode/message say why;
 * changePid also carries `pid`, the plan to reload on.
 */
export const PlanPricingDetailSchema = z.object({
  plan_id: z.number().int(),
  tier: z.enum(TIERS),
  plans: z.array(TierPriceRowSchema),
  errorCode: z.enum(PRICING_ERROR_CODES).nullable(),
  message: z.string().nullable(),
  pid: z.number().int().nullable(),
});
export type PlanPricingDetail = z.infer<typeof PlanPricingDetailSchema>;
