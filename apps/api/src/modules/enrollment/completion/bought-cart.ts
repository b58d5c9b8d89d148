import type { Cents, Tier } from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import { cartLinesTotals, type CartLine } from '../../cart/index.js';
import type { SignedRecordContent } from './signed-record-content.js';

/** What the person buys, at the prices the review showed: the cart's stored lines and the membership fee. */
export interface BoughtCart {
  /** The signed record's cart: the review's figures, in cents (record version 2). */
  record: SignedRecordContent['cart'];
  /** The first month's total, the first invoice's amount. */
  firstMonthCents: Cents;
}

/**
 * The cart as bought, from the stored lines (priced when they were added, re-priced by the steps that change the
 * household) and the membership fee: two reads. Not getPlanCart, which also prices the riders a person could still
 * add and the notices a shopper sees, none of which a policy keeps.
 */
export async function boughtCart(tx: Db, lines: readonly CartLine[]): Promise<BoughtCart> {
  const { totals, membershipFee } = await cartLinesTotals(tx, lines);
  return {
    record: {
      plans: lines.map((l) => ({ plan_id: l.planId, plan_name: l.name, plan_category: l.category, tier: l.tier as Tier, price: l.priceCents })),
      membership: membershipFee && totals.membershipCents > 0 ? { name: membershipFee.label, monthly_fee: totals.membershipCents } : null,
      one_time_fees: lines.filter((l) => l.oneTimeFeeCents > 0).map((l) => ({ plan_name: l.name, amount: l.oneTimeFeeCents })),
      initial_month_cost: totals.firstMonthCents,
      recurring_month_cost: totals.recurringCents,
    },
    firstMonthCents: totals.firstMonthCents,
  };
}
