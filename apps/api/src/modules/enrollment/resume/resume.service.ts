import { randomBytes } from 'node:crypto';
import {
  ENROLLMENT_MESSAGES,
  formatResumeCode,
  generateResumeCode,
  type ContinueEnrollmentRequest,
  type DirectContinueResult,
  type SavedTab,
  type SaveForLaterRequest,
  type SaveForLaterResponse,
  type WizardSavedTab,
} from '@benefit-store/domain';
import { LIMIT_PURPOSE, type LimitPurpose } from '../../limits/index.js';
import { enqueueMessage } from '../../mail/index.js';
import { toUsDateOrNull } from '../../shared/us-date.js';
import { AppError } from '../../shared/app-error.js';
import { isExpired, LINK_PURPOSE } from '../../shared/link-token.js';
import type { RequestContext, SessionRef } from '../../shared/request-context.js';
import { attachEnrollment, type EnrollmentRow, findLinkedEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { emailLimitSubject, hashResumeCode, normalizeEmail } from './resume-code-hash.js';
import { findResumeCode, findResumeCodeByHash, insertResumeCode, latestSavedTab, type ResumeCodeRow } from './resume-codes.repository.js';
import { renderResumeEmail } from './resume-email.js';
import type { StepSaver } from './save-later-registry.js';
import { enrollmentLinkUrl, resumeExpiry } from './resume-link.js';

export const RESUME_EMAIL_TEMPLATE = 'resume-code';

/** A per-subject limit: `check` refuses when already past it (counts nothing), `consume` counts one use and refuses past it. */
export interface ResumeLimits {
  check(purpose: LimitPurpose, subject: string): Promise<void>;
  consume(purpose: LimitPurpose, subject: string): Promise<void>;
}

export interface ResumeSettings {
  linkKey: Buffer;
  /** The key resume codes are hashed with (resumeCodeKey). */
  codeKey: Buffer;
  /** The code keys of SESSION_SECRET_PREVIOUS: a code mailed before a rotation is still found (plugins/link-key.ts). */
  earlierCodeKeys?: readonly Buffer[];
  /** Where mailed links point (linkOrigin(config)). */
  origin: string;
  limits: ResumeLimits;
}

/**
 * POST save-enrollment for a wizard tab (Save & Continue Later): in one transaction under the enrollment's lock,
 * saves the step's data (when its save is built), records a new resume code (hashed) for 30 days, and writes the
 * e-mail with the code and a direct-continue link to the outbox. A refusal anywhere leaves nothing behind.
 */
export async function saveForLater(
  ctx: RequestContext,
  body: SaveForLaterRequest,
  saver: StepSaver | null,
  settings: ResumeSettings,
): Promise<SaveForLaterResponse> {
  const recipient = emailLimitSubject(body.email);
  // The limit store is not the transaction's: checked before, counted once the save went through.
  await settings.limits.check(LIMIT_PURPOSE.saveLaterRecipient, recipient);
  const tab: WizardSavedTab = body.tab;
  const answer = await withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment) => {
    if (saver) await saver({ ...ctx, db: tx }, tx, enrollment, body.data);
    const id = randomBytes(16).toString('base64url');
    const code = generateResumeCode((size) => randomBytes(size));
    const expiresAt = resumeExpiry(ctx.now);
    const link = enrollmentLinkUrl(settings.linkKey, settings.origin, { purpose: LINK_PURPOSE.resume, subject: id, tab, expiresAt });
    const email = renderResumeEmail({ code: formatResumeCode(code), link, expiresAt });
    const outboxMessageId = await enqueueMessage(tx, {
      idempotencyKey: `resume:${id}`,
      channel: 'email',
      template: RESUME_EMAIL_TEMPLATE,
      recipient: body.email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      sessionId: ctx.session?.id ?? null,
    });
    await insertResumeCode(tx, {
      id,
      enrollmentId: enrollment.id,
      codeHash: hashResumeCode(settings.codeKey, code),
      email: normalizeEmail(body.email),
      savedTab: tab,
      savedBySessionId: ctx.session?.id ?? null,
      outboxMessageId,
      createdAt: ctx.now,
      expiresAt,
    });
    return { result: { email: body.email, saved_tab: tab } };
  });
  await settings.limits.consume(LIMIT_PURPOSE.saveLaterRecipient, recipient);
  return answer;
}

/**
 * POST continue-enrollment, first half (before any session exists): the row of a code that is known, was sent to
 * this e-mail address and has not expired; otherwise a field error under code or email, which the route counts as a
 * wrong guess against the e-mail address and the visitor (config.guess).
 */
export async function findResumableCode(ctx: RequestContext, body: ContinueEnrollmentRequest, settings: ResumeSettings): Promise<ResumeCodeRow> {
  let row = await findResumeCodeByHash(ctx.db, hashResumeCode(settings.codeKey, body.code));
  for (const key of settings.earlierCodeKeys ?? []) row ??= await findResumeCodeByHash(ctx.db, hashResumeCode(key, body.code));
  if (!row) throw AppError.wrongGuess('code', ENROLLMENT_MESSAGES.invalidResumeCode);
  // A code sent to another address is answered as an unknown one: whether a code exists is not told (decision 0080).
  if (normalizeEmail(body.email) !== row.email) throw AppError.wrongGuess('code', ENROLLMENT_MESSAGES.invalidResumeCode);
  if (isExpired(row.expiresAt, ctx.now)) throw AppError.field('code', ENROLLMENT_MESSAGES.resumeCodeExpired);
  return row;
}

/** What continue-enrollment and direct-continue answer (spec 002 section 7), for an enrollment and its saved tab. */
export function continueAnswer(enrollment: EnrollmentRow, savedTab: SavedTab): DirectContinueResult {
  return {
    result: {
      enrollment_id: enrollment.id,
      saved_tab: savedTab,
      others: {
        group_id: enrollment.groupId,
        platform_group_id: enrollment.platformGroupId,
        agent_id: enrollment.agentId,
        open_type: enrollment.openType,
        eprocess: enrollment.eprocess,
        effective_date: toUsDateOrNull(enrollment.effectiveDate),
        type: enrollment.type,
        tier: enrollment.filterInfo.tier,
      },
      locale: enrollment.locale,
    },
  };
}

/**
 * This browser holds the enrollment from now on (another browser resuming: ARCHITECTURE §4), and is told where to
 * continue: the tab of the enrollment's newest save for later, else `fallbackTab`.
 */
export async function attachAndAnswer(
  ctx: RequestContext & { session: SessionRef },
  enrollmentId: string,
  fallbackTab: SavedTab,
): Promise<DirectContinueResult> {
  const enrollment = await findLinkedEnrollment(ctx.db, enrollmentId);
  if (!enrollment) throw AppError.notFound();
  await attachEnrollment(ctx.db, ctx.session.id, enrollment.id);
  return continueAnswer(enrollment, (await latestSavedTab(ctx.db, enrollment.id)) ?? fallbackTab);
}

/** direct-continue, purpose resume: the code row a genuine link names, while it lasts (404 otherwise). */
export async function resolveResumeLink(ctx: RequestContext, id: string): Promise<ResumeCodeRow> {
  const row = await findResumeCode(ctx.db, id);
  if (!row || isExpired(row.expiresAt, ctx.now)) throw AppError.notFound();
  return row;
}

/** direct-continue, purposes group-census and pqs: the enrollment a genuine link names (404 when it is gone). */
export async function resolveEnrollmentLink(ctx: RequestContext, enrollmentId: string): Promise<EnrollmentRow> {
  const enrollment = await findLinkedEnrollment(ctx.db, enrollmentId);
  if (!enrollment) throw AppError.notFound();
  return enrollment;
}
