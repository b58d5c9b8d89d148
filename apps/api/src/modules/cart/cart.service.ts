import {
  activeBlackoutMessage,
  calendarDateOf,
  centsToDecimal,
  type CartRider,
  hasPremierPlan,
  MESSAGES,
  PREMIER_PLAN_TYPE,
  selectPricingRow,
  type Cart,
  type CartItemRequest,
  type Tier,
  API_MESSAGES,
} from '@benefit-store/domain';
import { requireHeldEnrollment } from '../enrollment/held-enrollment.js';
import { withLockedEnrollment } from '../enrollment/locked-enrollment.js';
import { findPlan } from '../catalog/catalog.repository.js';
import { candidateRows } from '../pricing/pricing.repository.js';
import { isAvailableTo, personOf } from '../pricing/person.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { EnrollmentRow } from '../enrollment/enrollment.repository.js';
import { catalogFee, FEE_KEYS } from './catalog-fees.repository.js';
import { blackoutsOf, cartMessagesOf } from './plan-notices.repository.js';
import { ridersOf } from './riders.repository.js';
import { cartCount, cartLines, deleteCartItem, putCartItem, type CartLine } from './cart.repository.js';
import { priceOffered } from './price-offered.js';

/**
 * Adds a plan at the price the server computes for this enrollment. The client's plan_pricing_id must be that row:
 * a visitor cannot buy a cheaper row meant for another age, tier or state. The row is chosen under the enrollment's
 * lock, so a filter change made at the same moment either re-prices this line or makes this call refuse the row.
 */
export async function addPlanToCart(ctx: RequestContext, input: CartItemRequest): Promise<{ result: number }> {
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    const person = personOf(enrollment.filterInfo, ctx.now);
    const plan = await findPlan(tx, input.plan_id);
    if (!plan || !isAvailableTo(plan, person)) throw AppError.field('plan_id', API_MESSAGES.planNotFound);
    const rows = await candidateRows(tx, [plan.id], person);
    const row = selectPricingRow(rows.get(plan.id) ?? [], person.tier, person);
    if (!row || row.ppid !== input.plan_pricing_id) throw AppError.field('plan_pricing_id', API_MESSAGES.planPricingNotFound);
    await putCartItem(tx, enrollment.id, plan.id, row.ppid);
    return { result: await cartCount(tx, enrollment.id) };
  });
}

/** Removing what is not in the cart is not an error: the cart simply does not hold it afterwards. */
export async function removePlanFromCart(ctx: RequestContext, input: CartItemRequest): Promise<{ result: number }> {
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    await deleteCartItem(tx, enrollment.id, input.plan_id);
    return { result: await cartCount(tx, enrollment.id) };
  });
}

export async function getCartCount(ctx: RequestContext, enrollmentId: string): Promise<{ result: number }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return { result: await cartCount(ctx.db, enrollment.id) };
}

export async function getCartAmount(ctx: RequestContext, enrollmentId: string): Promise<{ result: string }> {
  const cart = await getPlanCart(ctx, enrollmentId);
  return { result: cart.recurring_month_cost };
}

/** "3" from 300 basis points, "2.5" from 250. */
const percentOf = (basisPoints: number) => String(basisPoints / 100);

/**
 * The cart with its monthly totals. Recurring is the plans' prices plus the association membership when a plan
 * requires it (its fee is catalog data); the first month adds the plans' one-time fees. Beside the spec's fields it
 * carries the membership line, the administrative fee notice, a blackout message, riders and the premier-site flag.
 */
export async function getPlanCart(ctx: RequestContext, enrollmentId: string): Promise<Cart> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const lines = await cartLines(ctx.db, enrollment.id);
  const planIds = lines.map((l) => l.planId);
  const [membershipFee, adminFee, blackouts, notes, riders] = await Promise.all([
    lines.some((l) => l.requiresMembership) ? catalogFee(ctx.db, FEE_KEYS.membership) : null,
    lines.some((l) => l.adminFeeIncluded) ? catalogFee(ctx.db, FEE_KEYS.adminFee) : null,
    blackoutsOf(ctx.db, planIds),
    cartMessagesOf(ctx.db, planIds),
    cartRiders(ctx, enrollment, lines),
  ]);
  const membershipCents = membershipFee?.amountCents ?? 0;
  const recurring = lines.reduce((sum, l) => sum + l.priceCents, 0) + membershipCents;
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
    special_message: notes.length ? [...new Set(notes)].join(' ') : null,
    has_l713: hasL713,
    l713_net_price: hasL713 ? centsToDecimal(premier.reduce((sum, l) => sum + l.priceCents, 0)) : null,
    quote_name: null,
    membership: membershipFee && membershipCents > 0 ? { name: membershipFee.label, monthly_fee: centsToDecimal(membershipCents) } : null,
    admin_fee_percent: adminFee?.percentBp ? percentOf(adminFee.percentBp) : null,
    blackout_message: activeBlackoutMessage(blackouts, calendarDateOf(ctx.now)),
    riders,
    // The premier host is any request not served for a custom host or an external site (hints only rebrand).
    premier_site: ctx.site.source !== 'host' && ctx.site.source !== 'external',
  };
}

/** Riders of the plans in the cart that are not in it yet, each once, priced for the person. */
async function cartRiders(ctx: RequestContext, enrollment: EnrollmentRow, lines: readonly CartLine[]): Promise<CartRider[]> {
  const inCart = new Set(lines.map((l) => l.planId));
  const links = (await ridersOf(ctx.db, [...inCart])).filter((link) => !inCart.has(link.rider.id));
  const seen = new Set<number>();
  const unique = links.filter((link) => (seen.has(link.rider.id) ? false : (seen.add(link.rider.id), true)));
  if (unique.length === 0) return [];
  const prices = await priceOffered(
    ctx.db,
    unique.map((l) => l.rider),
    personOf(enrollment.filterInfo, ctx.now),
  );
  const parentName = new Map(lines.map((l) => [l.planId, l.name]));
  return unique.flatMap(({ parentPlanId, rider }) => {
    const row = prices.get(rider.id);
    if (!row) return [];
    return [
      {
        parent_plan_id: parentPlanId,
        parent_plan_name: parentName.get(parentPlanId) ?? '',
        plan_id: rider.id,
        plan_pricing_id: row.ppid,
        plan_name: rider.name,
        plan_logo: rider.logo,
        plan_short_text: rider.shortText,
        price: centsToDecimal(row.priceCents),
      },
    ];
  });
}

/** GET get-more-requirement: whether the premier plan (type MM) is in the enrollment's cart, or is the named plan. */
export async function getMoreRequirement(ctx: RequestContext, query: { enrollment_id?: string | undefined; plan_id?: number | undefined }): Promise<{ result: boolean }> {
  if (query.enrollment_id !== undefined) {
    const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
    const lines = await cartLines(ctx.db, enrollment.id);
    return { result: hasPremierPlan(lines.map((l) => ({ plan_type: l.planType }))) };
  }
  const plan = query.plan_id !== undefined ? await findPlan(ctx.db, query.plan_id) : null;
  if (!plan) throw AppError.notFound(MESSAGES.notFound);
  return { result: plan.planType === PREMIER_PLAN_TYPE };
}
