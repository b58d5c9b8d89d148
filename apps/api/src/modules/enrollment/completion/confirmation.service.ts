import { centsToDecimal, MESSAGES, type Confirmation } from '@benefit-store/domain';
import { findHeldEnrollment } from '../../enrollment-record/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { findCompletionByPolicy, findSignedRecord } from './completion.repository.js';
import type { RecordMoney, SignedRecordContent } from './signed-record-content.js';

/** A record's money as the API writes it: cents (version 2) or the decimal string older records kept. */
const decimal = (money: RecordMoney): string => (typeof money === 'number' ? centsToDecimal(money) : money);

/**
 * GET get-confirmation (/confirmation, docs/decisions/0078-the-spec-s-remaining-pages.md): the completed enrollment
 * under a confirmation number, for the browser session that holds it only. Anyone else, an unknown number and an
 * erased record all answer the same 404, so the page tells a stranger nothing, not even that the number exists.
 * What it shows comes from the signed record (what the person bought and saw), without their contact details,
 * answers or payment.
 */
export async function getConfirmation(ctx: RequestContext, policyId: string): Promise<Confirmation> {
  const notFound = () => AppError.notFound(MESSAGES.notFound);
  const completion = await findCompletionByPolicy(ctx.db, policyId);
  if (!completion || !ctx.session) throw notFound();
  const held = await findHeldEnrollment(ctx.db, ctx.session.id, completion.enrollmentId);
  const record = held ? await findSignedRecord(ctx.db, completion.enrollmentId) : null;
  if (!record) throw notFound();
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
