import { centsToDecimal, MESSAGES, type Confirmation } from '@benefit-store/domain';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { findHeldCompletionByPolicy } from './completion.repository.js';
import type { RecordMoney, SignedRecordContent } from './signed-record-content.js';

/** A record's money as the API writes it: cents (version 2) or the decimal string older records kept. */
const decimal = (money: RecordMoney): string => (typeof money === 'number' ? centsToDecimal(money) : money);

/**
 * GET get-confirmation (/confirmation, docs/decisions/0078-the-spec-s-remaining-pages.md): the completed enrollment
 * under a confirmation number, for any browser session that held the enrollment (the one that completed it, or one
 * that opened it by a resume code or link before: the same rule as get-receipt). Anyone else, an unknown number and an
 * erased record all answer the same 404 after the same one query, so the page tells a stranger nothing, not even that
 * the number exists; a 404 counts as a guess of the visitor's (the route's link-guess limit).
 * What it shows comes from the signed record (what the person bought and saw), without their contact details,
 * answers or payment.
 */
export async function getConfirmation(ctx: RequestContext, policyId: string): Promise<Confirmation> {
  const found = ctx.session ? await findHeldCompletionByPolicy(ctx.db, ctx.session.id, policyId) : null;
  if (!found) throw AppError.notFound(MESSAGES.notFound);
  const { completion, record } = found;
  const content = record.record as unknown as SignedRecordContent;
  const { cart } = content;
  return {
    policy_id: completion.policyId,
    name: completion.name,
    completed_at: completion.completedAt.toISOString(),
    effective_date: content.effective_date,
    order: {
      plans: cart.plans.map((p) => ({ plan_name: p.plan_name, plan_category: p.plan_category, price: decimal(p.price) })),
      membership: cart.membership ? { name: cart.membership.name, monthly_fee: decimal(cart.membership.monthly_fee) } : null,
      one_time_fees: (cart.one_time_fees ?? []).map((f) => ({ plan_name: f.plan_name, amount: decimal(f.amount) })),
      initial_month_cost: decimal(cart.initial_month_cost),
      recurring_month_cost: decimal(cart.recurring_month_cost),
    },
    rep_copy: completion.repCopy,
  };
}
