import {
  centsToDecimal,
  hasPremierPlan,
  MESSAGES,
  PREMIER_PLAN_TYPE,
  selectPricingRow,
  type Cart,
  type CartItemRequest,
  type Tier,
} from '@benefit-store/domain';
import { requireHeldEnrollment } from '../enrollment/held-enrollment.js';
import { findPlan } from '../catalog/catalog.repository.js';
import { candidateRows } from '../pricing/pricing.repository.js';
import { isAvailableTo, personOf } from '../pricing/person.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { cartCount, cartLines, deleteCartItem, putCartItem } from './cart.repository.js';

/**
 * Adds a plan at the price the server computes for this enrollment. The client's plan_pricing_id must be that row:
 * a visitor cannot buy a cheaper row meant for another age, tier or state.
 */
export async function addPlanToCart(ctx: RequestContext, input: CartItemRequest): Promise<{ result: number }> {
  const enrollment = await requireHeldEnrollment(ctx, input.enrollment_id);
  const person = personOf(enrollment.filterInfo, ctx.now);
  const plan = await findPlan(ctx.db, input.plan_id);
  if (!plan || !isAvailableTo(plan, person)) throw AppError.field('plan_id', MESSAGES.planNotFound);
  const rows = await candidateRows(ctx.db, [plan.id], person);
  const row = selectPricingRow(rows.get(plan.id) ?? [], person.tier, person);
  if (!row || row.ppid !== input.plan_pricing_id) throw AppError.field('plan_pricing_id', MESSAGES.planPricingNotFound);
  await putCartItem(ctx.db, enrollment.id, plan.id, row.ppid);
  return { result: await cartCount(ctx.db, enrollment.id) };
}

/** Removing what is not in the cart is not an error: the cart simply does not hold it afterwards. */
export async function removePlanFromCart(ctx: RequestContext, input: CartItemRequest): Promise<{ result: number }> {
  const enrollment = await requireHeldEnrollment(ctx, input.enrollment_id);
  await deleteCartItem(ctx.db, enrollment.id, input.plan_id);
  return { result: await cartCount(ctx.db, enrollment.id) };
}

export async function getCartCount(ctx: RequestContext, enrollmentId: string): Promise<{ result: number }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return { result: await cartCount(ctx.db, enrollment.id) };
}

export async function getCartAmount(ctx: RequestContext, enrollmentId: string): Promise<{ result: string }> {
  const cart = await getPlanCart(ctx, enrollmentId);
  return { result: cart.recurring_month_cost };
}

/** The cart with its monthly totals: recurring is the sum of the plans' prices, the first month adds one-time fees. */
export async function getPlanCart(ctx: RequestContext, enrollmentId: string): Promise<Cart> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const lines = await cartLines(ctx.db, enrollment.id);
  const recurring = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const oneTime = lines.reduce((sum, l) => sum + l.oneTimeFeeCents, 0);
  const premier = lines.filter((l) => l.planType === PREMIER_PLAN_TYPE);
  const hasL713 = hasPremierPlan(lines.map((l) => ({ plan_type: l.planType })));
  return {
    result: lines.map((l) => ({
      plan_id: l.planId,
      plan_pricing_id: l.ppid,
      plan_name: l.name,
      plan_logo: l.logo,
      plan_category: l.category,
      plan_type: l.planType,
      plan_short_text: l.shortText,
      tier: l.tier as Tier,
      price: centsToDecimal(l.priceCents),
      tier_price: centsToDecimal(l.priceCents),
      removable: 1 as const,
    })),
    initial_month_cost: centsToDecimal(recurring + oneTime),
    recurring_month_cost: centsToDecimal(recurring),
    special_message: null,
    has_l713: hasL713,
    l713_net_price: hasL713 ? centsToDecimal(premier.reduce((sum, l) => sum + l.priceCents, 0)) : null,
    quote_name: null,
  };
}
