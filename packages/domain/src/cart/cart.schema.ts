import * as z from 'zod/mini';
import { MoneySchema } from '../catalog/money.schema.js';
import { TIERS } from '../catalog/tiers.js';

export const CartPlanSchema = z.object({
  plan_id: z.int(),
  plan_pricing_id: z.int(),
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

/** An optional add-on offered for a plan in the cart (catalog data), added with add-plan-to-cart. */
export const CartRiderSchema = z.object({
  parent_plan_id: z.int(),
  parent_plan_name: z.string(),
  plan_id: z.int(),
  plan_pricing_id: z.int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  price: MoneySchema,
});
export type CartRider = z.infer<typeof CartRiderSchema>;

/** The association membership a plan in the cart requires; its fee is catalog data and counts in both totals. */
export const CartMembershipSchema = z.object({ name: z.string(), monthly_fee: MoneySchema });

export const CartSchema = z.object({
  result: z.array(CartPlanSchema),
  initial_month_cost: MoneySchema,
  recurring_month_cost: MoneySchema,
  special_message: z.nullable(z.string()),
  has_l713: z.boolean(),
  l713_net_price: z.nullable(MoneySchema),
  quote_name: z.nullable(z.string()),
  // Beyond the spec's fields (docs/decisions/0005-cart-and-checkout.md, "Cart"):
  /** Set when a plan in the cart requires the association membership. */
  membership: z.nullable(CartMembershipSchema),
  /** The administrative fee percentage ("3") when a plan in the cart has it inside its price. */
  admin_fee_percent: z.nullable(z.string()),
  /** A carrier's enrollment blackout covering today for a plan in the cart; shown in red. */
  blackout_message: z.nullable(z.string()),
  riders: z.array(CartRiderSchema),
  /** Each plan's one-time fee, charged with the first month only: why the first month differs from the monthly cost. */
  one_time_fees: z.array(z.object({ plan_name: z.string(), amount: MoneySchema })),
  /**
   * The premier plan's price as the carrier explains it (l713Breakdown): fees, then the Union Health & Welfare
   * Contributions (l713_net_price); the lines add up to the plan's price. Empty without a premier plan.
   */
  l713_lines: z.array(z.object({ label: z.string(), amount: MoneySchema })),
  /** The request came through the premier (default) site, where the group/member/portal line needs open type group. */
  premier_site: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;
