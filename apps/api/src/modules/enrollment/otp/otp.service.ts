import { randomBytes } from 'node:crypto';
import {
  canResend,
  ENROLLMENT_MESSAGES,
  evaluateOtpAttempt,
  generateOtpCode,
  OTP_EXPIRY_SECONDS,
  OTP_LENGTH,
  OTP_RESEND_WAIT_SECONDS,
  otpAttemptMessage,
  type OtpState,
  type SendOtpRequest,
  type SendOtpResult,
  type VerifyOtpRequest,
  type VerifyOtpResult,
} from '@benefit-store/domain';
import { LIMIT_PURPOSE, type LimitPurpose } from '../../limits/index.js';
import { enqueueMessage } from '../../mail/index.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { hashOtpCode, newOtpSalt, otpCodeMatches, otpContactSubject } from './otp-hash.js';
import { insertOtpCode, latestOtpCode, updateOtpAttempt, type OtpCodeRow } from './otp.repository.js';

export const OTP_TEMPLATE = 'otp-code';

export interface OtpSettings {
  /** The key codes are hashed with (otpCodeKey). */
  key: Buffer;
  /** Whether text messages can be delivered (isSmsAvailable): without it phone codes are refused. */
  smsAvailable: boolean;
  /** Counts one use of a per-subject limit and throws the 429 past it. */
  consumeLimit(purpose: LimitPurpose, subject: string): Promise<void>;
}

export type SendOtpOutcome = { kind: 'sent'; message: string; result: SendOtpResult } | { kind: 'wait'; seconds: number };

const stateOf = (row: OtpCodeRow): OtpState => ({ sentAt: row.sentAt, wrongTries: row.wrongTries, verifiedAt: row.verifiedAt });

function otpEmail(code: string) {
  const text = `${ENROLLMENT_MESSAGES.otpMessageText({ code })}\n\n${ENROLLMENT_MESSAGES.otpEmailIgnore}`;
  const html =
    `<p>${escapeHtml(ENROLLMENT_MESSAGES.otpMessageText({ code }))}</p>` +
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>` +
    `<p>${escapeHtml(ENROLLMENT_MESSAGES.otpEmailIgnore)}</p>`;
  return { subject: ENROLLMENT_MESSAGES.otpEmailSubject, text, html };
}

/**
 * POST send-otp: a new six-digit code for one contact of the enrollment, unless the last one to that contact was
 * sent less than 120 s ago (then the wait in whole seconds). Limited per visitor and its address (the route), per
 * enrollment and per contact; the code is stored hashed and written to the outbox in the same transaction: an e-mail, or a text
 * message on the sms channel.
 */
export async function sendOtp(ctx: RequestContext, body: SendOtpRequest, settings: OtpSettings): Promise<SendOtpOutcome> {
  if (body.type === 'phone' && !settings.smsAvailable) throw AppError.conflict(ENROLLMENT_MESSAGES.otpSmsUnavailable);
  const held = await requireHeldEnrollment(ctx, body.enrollment_id);
  // A request inside the wait is answered with it and counts against nothing.
  const last = await latestOtpCode(ctx.db, held.id, body.type, body.contact);
  const early = canResend(last ? stateOf(last) : null, ctx.now);
  if (!early.ok) return { kind: 'wait', seconds: early.waitSeconds };
  // The counter store is not the transaction's: counted before it, once the caller is known to hold the enrollment.
  await settings.consumeLimit(LIMIT_PURPOSE.otpSendEnrollment, held.id);
  await settings.consumeLimit(LIMIT_PURPOSE.otpSendContact, otpContactSubject(settings.key, body.type, body.contact));

  return withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment): Promise<SendOtpOutcome> => {
    // Checked again under the lock: of two requests at once, only one sends.
    const current = await latestOtpCode(tx, enrollment.id, body.type, body.contact);
    const decision = canResend(current ? stateOf(current) : null, ctx.now);
    if (!decision.ok) return { kind: 'wait', seconds: decision.waitSeconds };
    const code = generateOtpCode((size) => randomBytes(size));
    const salt = newOtpSalt();
    const id = await insertOtpCode(tx, {
      enrollmentId: enrollment.id,
      type: body.type,
      contact: body.contact,
      salt,
      codeHash: hashOtpCode(settings.key, salt, code),
      sentAt: ctx.now,
    });
    const sessionId = ctx.session?.id ?? null;
    if (body.type === 'email') {
      const mail = otpEmail(code);
      await enqueueMessage(tx, { idempotencyKey: `otp:${id}`, channel: 'email', template: OTP_TEMPLATE, recipient: body.contact, ...mail, sessionId });
    } else {
      await enqueueMessage(tx, {
        idempotencyKey: `otp:${id}`,
        channel: 'sms',
        template: OTP_TEMPLATE,
        recipient: body.contact,
        subject: ENROLLMENT_MESSAGES.otpEmailSubject,
        html: null,
        text: ENROLLMENT_MESSAGES.otpMessageText({ code }),
        sessionId,
      });
    }
    return {
      kind: 'sent',
      message: body.type === 'email' ? ENROLLMENT_MESSAGES.otpSentEmail : ENROLLMENT_MESSAGES.otpSentPhone,
      result: { type: body.type, expires_in: OTP_EXPIRY_SECONDS, resend_in: OTP_RESEND_WAIT_SECONDS, length: OTP_LENGTH },
    };
  });
}

/**
 * POST verify-otp: checks a code against the one in force for that contact (domain evaluateOtpAttempt: used, then
 * locked after five wrong codes, then expired, then the code). A wrong try is stored before the refusal is answered
 * (the transaction commits; the error is thrown after it), so the count survives; the right code marks the contact
 * verified for this enrollment and is used up.
 */
export async function verifyOtp(ctx: RequestContext, body: VerifyOtpRequest, settings: Pick<OtpSettings, 'key'>): Promise<VerifyOtpResult> {
  const refusal = await withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment): Promise<AppError | null> => {
    const row = await latestOtpCode(tx, enrollment.id, body.type, body.contact);
    if (!row) return AppError.field('otp', ENROLLMENT_MESSAGES.otpNotRequested);
    const matches = otpCodeMatches(settings.key, row.salt, row.codeHash, body.otp);
    const attempt = evaluateOtpAttempt(stateOf(row), ctx.now, matches);
    if (attempt.outcome === 'verified' || attempt.outcome === 'wrong') await updateOtpAttempt(tx, row.id, attempt.state);
    if (attempt.outcome === 'verified') return null;
    // Only a wrong code is a guess (config.guess); a code not asked for, expired, used or locked is not.
    return attempt.outcome === 'wrong' ? AppError.wrongGuess('otp', otpAttemptMessage(attempt)) : AppError.field('otp', otpAttemptMessage(attempt));
  });
  if (refusal !== null) throw refusal;
  return { type: body.type, contact: body.contact, verified: true };
}
