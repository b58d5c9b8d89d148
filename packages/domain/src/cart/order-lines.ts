import { STORE_WEB_MESSAGES } from '../catalog/store.messages.js';
import { formatMoney, type Cents } from '../shared/money.js';
import type { Cart } from './cart.schema.js';

/**
 * What an order summary is made of: get-plan-cart's plans, membership, one-time fees and totals, as the cart
 * computed them (the review reads the cart; the signed record keeps the same fields for the receipt e-mail and PDF).
 * `membership` and `one_time_fees` may be absent in a signed record written before they were kept. Money is cents
 * (a signed record since version 2) or the API's decimal string (the cart's answer, older records).
 */
export interface OrderBreakdown {
  plans: readonly (Pick<Cart['result'][number], 'plan_name'> & { price: Cents | string; tier?: string })[];
  membership?: { name: string; monthly_fee: Cents | string } | null | undefined;
  one_time_fees?: readonly { plan_name: string; amount: Cents | string }[] | undefined;
  initial_month_cost: Cents | string;
  recurring_month_cost: Cents | string;
}

export interface OrderLine {
  /** plan, membership and fee lines add up to the totals: plans + membership = recurring; + fees = first month. */
  kind: 'plan' | 'membership' | 'oneTimeFee' | 'firstMonthTotal' | 'recurringTotal';
  label: string;
  value: string;
  /** A plan line's tier code, when the order says it (the PDF prints it beside the price). */
  tier?: string;
}

/**
 * The order summary's lines, the same on the review, in the receipt e-mail and in the PDF (issue 14 item 8, the
 * new-user trial's W2): each plan with its price, the association membership, each plan's one-time fee (first month
 * only), then First Month Total Cost and Recurring Monthly Cost, so the listed figures add up to the totals stated.
 */
export function orderLines(order: OrderBreakdown): OrderLine[] {
  return [
    ...order.plans.map((p): OrderLine => ({ kind: 'plan', label: p.plan_name, value: formatMoney(p.price), ...(p.tier ? { tier: p.tier } : {}) })),
    ...(order.membership ? [{ kind: 'membership' as const, label: order.membership.name, value: formatMoney(order.membership.monthly_fee) }] : []),
    ...(order.one_time_fees ?? []).map((f): OrderLine => ({ kind: 'oneTimeFee', label: STORE_WEB_MESSAGES.oneTimeFeeLine({ planName: f.plan_name }), value: formatMoney(f.amount) })),
    { kind: 'firstMonthTotal', label: STORE_WEB_MESSAGES.firstMonthTotal, value: formatMoney(order.initial_month_cost) },
    { kind: 'recurringTotal', label: STORE_WEB_MESSAGES.recurringMonthly, value: formatMoney(order.recurring_month_cost) },
  ];
}

/** First Month Total Cost or Recurring Monthly Cost (an e-mail words the totals in its own sentences). */
export const isOrderTotal = (line: OrderLine) => line.kind === 'firstMonthTotal' || line.kind === 'recurringTotal';
