import * as z from 'zod/mini';
import { TIERS } from './tiers.js';
import { PlanFactsSchema } from './plan-facts.schema.js';
import { MoneySchema } from './money.schema.js';
import { PRICING_ERROR_CODES } from '../pricing/error-codes.js';
import { ContentLangSchema } from './localized.js';

export { MoneySchema };

export const TierPriceSchema = z.partialRecord(z.enum(TIERS), MoneySchema);

/** A plan as the listing shows it (spec section 3, plan card). */
export const PlanCardSchema = z.object({
  plan_id: z.int(),
  pid: z.int(),
  plan_name: z.string(),
  plan_type: z.string(),
  plan_category: z.string(),
  category_label: z.string(),
  carrier_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  plan_network: z.nullable(z.string()),
  callout_text: z.nullable(z.string()),
  callout_color: z.nullable(z.string()),
  /** The language of its catalog texts (short text, network, callout): 'en' where they fell back to English. */
  content_lang: ContentLangSchema,
  /** Price for the visitor's tier and rating cell; null when the plan has no row for it. */
  plan_price: z.nullable(MoneySchema),
  /** The pricing row (ppid) behind plan_price: what add-plan-to-cart takes as plan_pricing_id. */
  ppid: z.nullable(z.int()),
  tier: z.enum(TIERS),
  tier_price: TierPriceSchema,
  is_in_cart: z.boolean(),
  hide_add_to_cart: z.boolean(),
  /** A household-priced carrier plan (PlanRules.householdRates): its price for a spouse or children tier needs the dependent modal. */
  is_prudential_plan: z.boolean(),
  /**
   * Adding it puts the association membership in the cart: the list and the plan page show the membership card first
   * (spec 000 section 4). Optional for callers that build cards by hand; the API always sends it.
   */
  requires_membership: z.optional(z.boolean()),
  /** The spec's {hash}: the plan's share hash, opened with GET {hash} (decisions: household-priced plans). */
  hash: z.optional(z.string()),
  /**
   * Why a listed plan has no price yet: the pricing message of a rule the visitor answers on the plan page
   * (salary, hours, tobacco, questions). Absent or null when priced.
   */
  price_message: z.optional(z.nullable(z.string())),
  /**
   * The pricing code behind price_message, so the card offers the same fix as the plan page (PRICING_ERROR_FIX: the
   * salary and hours popup of a "by clicking here" message). Absent or null when priced.
   */
  price_error_code: z.optional(z.nullable(z.enum(PRICING_ERROR_CODES))),
  /** The plan's benefit facts (plan-facts.ts): deductible, copays, allowances… Null when the catalog has none. */
  plan_facts: z.optional(z.nullable(PlanFactsSchema)),
});
export type PlanCard = z.infer<typeof PlanCardSchema>;

/** Plans of one category, as the /plans grid groups them. */
/** get-related-plans: the cards of a plan's related plans. */
export const RelatedPlansSchema = z.array(PlanCardSchema);

export const PlanGroupSchema = z.object({
  category: z.string(),
  category_label: z.string(),
  plans: z.array(PlanCardSchema),
});
export type PlanGroup = z.infer<typeof PlanGroupSchema>;

export const FilteredPlansSchema = z.object({
  result: z.array(PlanGroupSchema),
  /** Set when the visitor's tier cannot buy the chosen category (term_life outside IO). */
  tier_error: z.nullable(z.string()),
});
export type FilteredPlans = z.infer<typeof FilteredPlansSchema>;
