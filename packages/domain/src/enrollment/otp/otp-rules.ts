import { z } from 'zod';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { randomText, type RandomBytes } from '../../shared/random-text.js';
import { OTP_DIGITS, OTP_EXPIRY_SECONDS, OTP_LENGTH, OTP_MAX_TRIES, OTP_RESEND_WAIT_SECONDS, type OtpType } from './otp.constants.js';

/**
 * The one-time-code rules as pure functions of explicit times: the API gives them the request's `now` and the
 * stored state of the last code, so a test moves a fixed clock and never waits.
 */

/** What the server keeps about the last code sent to one contact of one enrollment (the code itself only hashed). */
export interface OtpState {
  sentAt: Date;
  /** Wrong codes entered against this code. */
  wrongTries: number;
  /** Set once the right code was entered: a code works once. */
  verifiedAt: Date | null;
}

export const newOtpState = (now: Date): OtpState => ({ sentAt: now, wrongTries: 0, verifiedAt: null });

export const otpExpiresAt = (state: OtpState) => new Date(state.sentAt.getTime() + OTP_EXPIRY_SECONDS * 1000);

export type OtpAttempt =
  | { outcome: 'verified'; state: OtpState }
  | { outcome: 'wrong'; triesLeft: number; state: OtpState }
  | { outcome: 'expired' }
  | { outcome: 'locked' }
  | { outcome: 'used' };

/**
 * One verify-otp attempt. The order matters: a used or locked code is refused before its expiry or the code is
 * looked at, so once five wrong codes were entered even the right one is refused (a brute force learns nothing),
 * and a code that expired is refused even when right. Only 'verified' and 'wrong' change the state to store.
 */
export function evaluateOtpAttempt(state: OtpState, now: Date, codeMatches: boolean): OtpAttempt {
  if (state.verifiedAt) return { outcome: 'used' };
  if (state.wrongTries >= OTP_MAX_TRIES) return { outcome: 'locked' };
  if (now.getTime() >= otpExpiresAt(state).getTime()) return { outcome: 'expired' };
  if (codeMatches) return { outcome: 'verified', state: { ...state, verifiedAt: now } };
  const wrongTries = state.wrongTries + 1;
  return { outcome: 'wrong', triesLeft: OTP_MAX_TRIES - wrongTries, state: { ...state, wrongTries } };
}

/** The message verify-otp answers for an attempt. */
export function otpAttemptMessage(attempt: OtpAttempt): string {
  switch (attempt.outcome) {
    case 'verified':
      return ENROLLMENT_MESSAGES.otpVerified;
    case 'wrong':
      return attempt.triesLeft > 0 ? ENROLLMENT_MESSAGES.otpWrong({ triesLeft: attempt.triesLeft }) : ENROLLMENT_MESSAGES.otpLocked;
    case 'expired':
      return ENROLLMENT_MESSAGES.otpExpired;
    case 'locked':
      return ENROLLMENT_MESSAGES.otpLocked;
    case 'used':
      return ENROLLMENT_MESSAGES.otpAlreadyUsed;
  }
}

export type ResendDecision = { ok: true } | { ok: false; waitSeconds: number };

/** Whether send-otp may send a new code now; without a previous code it may. The wait is rounded up to whole seconds. */
export function canResend(state: OtpState | null, now: Date): ResendDecision {
  if (!state) return { ok: true };
  const remainingMs = state.sentAt.getTime() + OTP_RESEND_WAIT_SECONDS * 1000 - now.getTime();
  return remainingMs <= 0 ? { ok: true } : { ok: false, waitSeconds: Math.ceil(remainingMs / 1000) };
}

export const resendWaitMessage = (seconds: number) => ENROLLMENT_MESSAGES.otpResendWait({ seconds });

/** The code field's own check before anything is sent: empty, or not six digits (spec 001 section 5). */
export function otpCodeError(code: string | null | undefined, type: OtpType): string | null {
  const value = (code ?? '').trim();
  if (value === '') return type === 'email' ? ENROLLMENT_MESSAGES.otpEmptyEmail : ENROLLMENT_MESSAGES.otpEmptyPhone;
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value) ? null : ENROLLMENT_MESSAGES.otpTooShort;
}

/** The contact the modal sends a code to must be valid first. */
export function otpContactError(contact: string | null | undefined, type: OtpType): string | null {
  const value = (contact ?? '').trim();
  if (type === 'email') return z.regexes.email.test(value) ? null : ENROLLMENT_MESSAGES.otpEnterValidEmail;
  return /^\d{10}$/.test(value.replace(/[\s().-]/g, '')) ? null : ENROLLMENT_MESSAGES.otpEnterValidPhone;
}

/** A new code: six digits, each equally likely, from the caller's cryptographic random source. */
export const generateOtpCode = (randomBytes: RandomBytes) => randomText(OTP_DIGITS, OTP_LENGTH, randomBytes);
