import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  coverageChangeProblems,
  isLocale,
  SOURCE_LOCALE,
  type CoverageChangeBody,
} from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { enqueueMessage } from '../../mail/index.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { inLocale } from '../../shared/locale-scope.js';
import { coverageChangesOf, enrollmentOf } from '../completion/completed-enrollments.js';
import { findCompletedRecord, type CompletedScope } from '../completion/completion.repository.js';
import type { SignedRecordContent } from '../completion/signed-record-content.js';
import { insertCoverageChange, lockEnrollmentForChange } from './coverage-changes.repository.js';
import { renderCoverageChangeEmail } from './coverage-mail.js';
import { applyCoverageChanges, coverageBegins, coverageChangeContext, openCoverageChange, priorOf } from './current-view.js';

export const COVERAGE_CHANGE_EMAIL_TEMPLATE = 'coverage-change';

export type CoverageChangeOutcome = { kind: 'made'; changeId: number } | { kind: 'notFound' } | { kind: 'invalid'; fields: Record<string, string> };

/** What a correction stores (encrypted): its new values; the fields the audit entry names (never their values). */
function valuesOf(body: CoverageChangeBody): Record<string, string | null> | null {
  switch (body.kind) {
    case 'correct_name':
      return { first_name: body.first_name, middle_name: body.middle_name, last_name: body.last_name };
    case 'correct_address':
      return { address1: body.address1, address2: body.address2, city: body.city, state: body.state, zip: body.zip };
    case 'correct_dependent':
      return { first_name: body.first_name, middle_name: body.middle_name, last_name: body.last_name, birth_date: body.birth_date, ssn: body.ssn };
    default:
      return null;
  }
}

/**
 * Makes one coverage change of a completed enrollment within the scope (issue 25 item 4; decision 0086): under the
 * enrollment's row lock, judges it against the enrollment's current view (domain coverageChangeProblems), then writes
 * the change, its audit entry and the member's e-mail (in the enrollment's language) in one transaction. A refused
 * change writes nothing. The carrier files carry it from their next file.
 */
export async function makeCoverageChange(
  db: Db,
  cipher: FieldCipher,
  input: { scope: CompletedScope; policyId: string; body: CoverageChangeBody; actor: AuditActor; ip: string; now: Date },
): Promise<CoverageChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await findCompletedRecord(tx, input.scope, input.policyId);
    if (!row) return { kind: 'notFound' } as const;
    const enrollmentId = row.record.enrollmentId;
    await lockEnrollmentForChange(tx, enrollmentId);
    const earlier = (await coverageChangesOf(tx, cipher, [enrollmentId])).get(enrollmentId) ?? [];
    const before = applyCoverageChanges(enrollmentOf(row, cipher), earlier);
    const { body } = input;
    const problems = coverageChangeProblems(body, {
      today: input.now.toISOString().slice(0, 10),
      effectiveDate: coverageBegins(before),
      plans: before.plans.map((p) => ({ planId: p.planId, status: p.status, endDate: p.endDate })),
      dependentCount: before.dependents.length,
      current: {
        name: { first_name: before.subscriber.firstName, middle_name: before.subscriber.middleName, last_name: before.subscriber.lastName },
        address: { ...before.address },
        dependents: before.dependents.map((d) => ({ first_name: d.firstName, middle_name: d.middleName, last_name: d.lastName, birth_date: d.birthDate, ssn: d.ssn })),
      },
    });
    if (problems) return { kind: 'invalid', fields: problems } as const;

    const values = valuesOf(body);
    // What the carrier had before a corrected name or dependent: the 834's Loop 2100B, by which it finds the person.
    const priorPerson = body.kind === 'correct_name' ? before.subscriber : body.kind === 'correct_dependent' ? before.dependents[body.dependent - 1] : undefined;
    const stored = await insertCoverageChange(tx, {
      enrollmentId,
      policyId: input.policyId,
      kind: body.kind,
      planId: body.kind === 'cancel_plan' || body.kind === 'terminate' ? body.plan_id : null,
      endDate: body.kind === 'terminate' ? body.end_date : null,
      dependent: body.kind === 'correct_dependent' ? body.dependent : null,
      values: values ? cipher.encryptJson(values, coverageChangeContext(input.policyId)) : null,
      priorValues: priorPerson ? cipher.encryptJson(priorOf(priorPerson), coverageChangeContext(input.policyId)) : null,
      reason: body.reason,
      madeBy: input.actor.accountId,
      madeAt: input.now,
    });
    const change = openCoverageChange(cipher, stored);
    // The entry names what changed and why, never a corrected value (names, address, SSN are personal data).
    await recordAudit(tx, {
      actor: input.actor,
      action: AUDIT_ACTIONS.enrollmentCoverageChange,
      target: { type: AUDIT_TARGETS.enrollment, id: input.policyId },
      ip: input.ip,
      after: {
        change_id: stored.id,
        kind: body.kind,
        ...(change.planId !== null ? { plan_id: change.planId } : {}),
        ...(change.endDate ? { end_date: change.endDate } : {}),
        ...(change.dependent !== null ? { dependent: change.dependent } : {}),
        ...(values ? { fields: Object.keys(values).filter((k) => values[k] !== null && values[k] !== '') } : {}),
        reason: body.reason,
      },
    });
    const after = applyCoverageChanges(before, [change]);
    const content = row.record.record as unknown as SignedRecordContent;
    if (after.email) {
      const locale = isLocale(content.locale) ? content.locale : SOURCE_LOCALE;
      const email = inLocale(locale, () => renderCoverageChangeEmail(change, after));
      await enqueueMessage(tx, {
        idempotencyKey: `coverage-change:${stored.id}`,
        channel: 'email',
        template: COVERAGE_CHANGE_EMAIL_TEMPLATE,
        recipient: after.email,
        subject: email.subject,
        html: email.html,
        text: email.text,
        sessionId: null,
      });
    }
    return { kind: 'made', changeId: stored.id } as const;
  });
}
