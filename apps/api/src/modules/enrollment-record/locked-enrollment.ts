import { API_MESSAGES, BILLING_MESSAGES, MESSAGES } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { firstPremiumInFlight } from '../payments/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { forgetEnrollment } from '../shared/session-cache.js';
import type { EnrollmentRow, NewEnrollment } from './enrollment-row.js';
import { lockHeldEnrollment, updateEnrollment as updateEnrollmentRow } from './enrollment.repository.js';
import type { LockedTx } from './locked-tx.js';

export type { LockedTx } from './locked-tx.js';

/**
 * THE way to change an enrollment or anything hanging off it (filter, cart, dependents, checkout, quotes, every
 * wizard tab): one transaction that first locks the enrollment row (SELECT … FOR UPDATE), checks that this browser's
 * session holds it (404 as requireHeldEnrollment, so ids cannot be probed), refuses a completed enrollment (409), then
 * runs `work`. One exception: writeIfUnchanged (decision 0094), a cart line in one statement that checks the version
 * of the facts it was priced from; a check added here must be added to its statement, or keep it from answering.
 *
 * Calls on the same enrollment therefore run one after the other: each reads what the previous one committed, so
 * no acknowledged change is lost and a cart is always priced for the filter it is stored with. Without the lock two
 * calls both read the old row and the later write silently drops the earlier one (issue 8: 30 lost of 30 runs).
 *
 * Inside `work`, read and write only through `tx` (pass `{ ...ctx, db: tx }` to code that takes a context): a query
 * on ctx.db would wait for this very transaction on PostgreSQL, and reads outside it could be stale. Keep `work` to
 * database calls; send mail through the outbox in the same tx, never over the network while the lock is held.
 */
export async function withLockedEnrollment<T>(
  ctx: RequestContext,
  enrollmentId: string,
  work: (tx: LockedTx, enrollment: EnrollmentRow) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const session = ctx.session;
  if (!session) throw AppError.notFound(MESSAGES.notFound);
  let lockedAt: number | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const held = await lockHeldEnrollment(tx, session.id, enrollmentId, { commitWithoutWaitingForDisk: options.commit === 'without-waiting-for-disk' });
    lockedAt = performance.now();
    // Erased (retention, or an operator on request) while this call waited for the lock: the browser's hold was deleted
    // with it, but only the locked row is read again after a wait, so the erasure shows there. Nothing is written back.
    if (!held || held.enrollment.personalDataErasedAt !== null) throw AppError.notFound(MESSAGES.notFound);
    // A completed enrollment is a policy: what was signed cannot change afterwards (a step, the cart, the filter).
    if (held.completed && !options.completion) throw AppError.conflict(API_MESSAGES.enrollmentCompleted);
    // Being completed: its first premium is charged outside this lock (decision 0085), and nothing may change the
    // enrollment until that completion has run, so the cart completed is the cart charged.
    if (!options.completion && (await firstPremiumInFlight(tx, enrollmentId, ctx.now))) throw AppError.conflict(BILLING_MESSAGES.chargeInProgress);
    const db: Db = tx;
    // The person changed language since the last change: the enrollment's later e-mails and PDF follow the new one.
    if (ctx.locale && ctx.locale !== held.enrollment.locale) {
      await updateEnrollmentRow(db as LockedTx, enrollmentId, { locale: ctx.locale });
      held.enrollment.locale = ctx.locale;
    }
    return work(db as LockedTx, held.enrollment);
  });
  // What any session of this replica kept about the enrollment is read again from now on (decision 0093); other
  // replicas forget theirs when the triggers' notice of this commit arrives.
  forgetEnrollment(ctx.db, enrollmentId);
  // From the row lock granted to the commit that releases it: how long other calls on this enrollment had to wait.
  if (lockedAt !== null) options.onLockHeld?.(performance.now() - lockedAt);
  return result;
}

export interface LockOptions {
  /** Completion itself (save-review-info), which answers a completed enrollment's policy again. */
  completion?: boolean;
  /** Told how long the row lock was held (milliseconds, lock granted to commit) after a committed call. */
  onLockHeld?: (ms: number) => void;
  /**
   * 'without-waiting-for-disk': the commit answers before PostgreSQL has flushed it to disk (synchronous_commit off for
   * this transaction), so the row lock is released without waiting for the disk. A crash of the database server itself
   * (not of this process) can then lose the last fraction of a second of such commits; any later ordinary commit
   * flushes them too. Only for what a person simply does again if it is lost: a cart line (decision 0071). Never for
   * a completion, a payment, a signed step or anything mailed.
   */
  commit?: 'without-waiting-for-disk';
}

/**
 * Writes some of the record's columns (and its updated_at). Public through the door: the wizard, quotes, the staff
 * homes and the plan popups change the record only this way, inside withLockedEnrollment's transaction (LockedTx),
 * so the change commits with the rest of the call's work or not at all.
 */
export function updateEnrollment(tx: LockedTx, enrollmentId: string, values: Partial<NewEnrollment>): Promise<void> {
  return updateEnrollmentRow(tx, enrollmentId, values);
}
