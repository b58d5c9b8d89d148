import { decimalToCents, formatPhone, hasPremierPlan, MESSAGES, type QuoteContact, type QuotedPlan } from '@benefit-store/domain';
import { getPlanCart } from '../cart/index.js';
import type { EnrollmentRow } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { findRepContact, planBodyTexts } from './quotes.repository.js';

/** What a quote of the enrollment's cart would hold right now: the preview and Send both start from it. */
export interface QuoteDraft {
  plans: QuotedPlan[];
  initialMonthCost: string;
  recurringMonthCost: string;
  initialMonthCents: number;
  recurringMonthCents: number;
  premierInCart: boolean;
  agent: QuoteContact | null;
}

/**
 * The cart exactly as the cart page prices it (its totals include fees and membership), each plan with its
 * description for "view more details", and the rep to contact: the enrollment's rep, its group's rep, or the site's.
 */
export async function draftQuote(ctx: RequestContext, enrollment: EnrollmentRow): Promise<QuoteDraft> {
  const cart = await getPlanCart(ctx, enrollment.id);
  if (cart.result.length === 0) throw AppError.conflict(MESSAGES.emptyCart);
  const bodies = await planBodyTexts(ctx.db, cart.result.map((p) => p.plan_id));
  const plans: QuotedPlan[] = cart.result.map((p) => ({
    plan_id: p.plan_id,
    plan_pricing_id: p.plan_pricing_id,
    plan_name: p.plan_name,
    plan_logo: p.plan_logo,
    plan_category: p.plan_category,
    plan_type: p.plan_type,
    plan_short_text: p.plan_short_text,
    body_text: bodies.get(p.plan_id) ?? '',
    tier: p.tier,
    price: p.price,
  }));
  const rep = await findRepContact(ctx.db, [
    { agentId: enrollment.agentId, groupId: enrollment.groupId },
    { agentId: ctx.site.agentId, groupId: ctx.site.groupId },
  ]);
  return {
    plans,
    initialMonthCost: cart.initial_month_cost,
    recurringMonthCost: cart.recurring_month_cost,
    initialMonthCents: decimalToCents(cart.initial_month_cost),
    recurringMonthCents: decimalToCents(cart.recurring_month_cost),
    premierInCart: hasPremierPlan(plans),
    agent: rep ? { ...rep, phone: formatPhone(rep.phone) } : null,
  };
}

/** Whether the rep's view of the cart (plan and pricing row pairs) is the cart the server holds. */
export function sameCart(draft: QuoteDraft, lines: readonly { plan_id: number; plan_pricing_id: number }[]): boolean {
  const key = (l: { plan_id: number; plan_pricing_id: number }) => `${l.plan_id}:${l.plan_pricing_id}`;
  const held = new Set(draft.plans.map(key));
  const seen = new Set(lines.map(key));
  return held.size === seen.size && [...held].every((k) => seen.has(k));
}
