import { AUDIT_ACTIONS, AUDIT_TARGETS, CONSOLE_ERASE_MESSAGES, normalizeResumeCode, type ErasableEnrollments, type EraseFindQuery, type EraseResult } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { hashResumeCode, resumeCodeKey } from '../enrollment/index.js';
import { AppError } from '../shared/app-error.js';
import { erasePersonalData, findUnfinishedByEmail, findUnfinishedByResumeCodeHash, lockForErasure } from './retention.repository.js';

/** The unfinished enrollments of one person, found by an e-mail address they gave or a resume code they received. */
export async function findErasable(db: Db, linkKeys: readonly Buffer[], query: EraseFindQuery): Promise<ErasableEnrollments> {
  const byCode = async () => {
    // Under each key a code may have been hashed with (the current secret's, then a rotated one's).
    for (const key of linkKeys) {
      const found = await findUnfinishedByResumeCodeHash(db, hashResumeCode(resumeCodeKey(key), normalizeResumeCode(query.value)!));
      if (found.length > 0) return found;
    }
    return [];
  };
  const found = query.by === 'email' ? await findUnfinishedByEmail(db, query.value.trim().toLowerCase()) : await byCode();
  return {
    items: found.map((e) => ({ id: e.id, started_at: e.startedAt.toISOString(), last_active_at: e.lastActiveAt.toISOString(), emails: e.emails, saved_steps: e.savedSteps })),
  };
}

export interface EraseRequestContext {
  db: Db;
  now: Date;
  actor: AuditActor;
  ip: string | null;
}

/**
 * Erases one unfinished enrollment's personal data on the person's request, and records who did it, why and what went
 * in the audit log, in one transaction under the enrollment's row lock (a save in progress finishes first, then is
 * erased too). A completed or already erased enrollment is refused (409): completed ones are kept for their years.
 */
export async function eraseOnRequest(ctx: EraseRequestContext, id: string, reason: string): Promise<EraseResult> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockForErasure(tx, id, false);
    if (!locked) throw AppError.conflict(CONSOLE_ERASE_MESSAGES.notUnfinished);
    if (locked.completed) throw AppError.conflict(CONSOLE_ERASE_MESSAGES.notUnfinished);
    const removed = await erasePersonalData(tx, locked, ctx.now);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.enrollmentErase,
      target: { type: AUDIT_TARGETS.enrollment, id },
      ip: ctx.ip,
      after: { reason, removed },
    });
    return { id, erased_at: ctx.now.toISOString(), removed };
  });
}
