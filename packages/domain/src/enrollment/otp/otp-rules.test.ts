import { describe, expect, it } from 'vitest';
import {
  canResend,
  evaluateOtpAttempt,
  generateOtpCode,
  newOtpState,
  otpAttemptMessage,
  otpCodeError,
  otpContactError,
  resendWaitMessage,
  type OtpState,
} from './otp-rules.js';
import { OTP_EXPIRY_SECONDS, OTP_LENGTH, OTP_MAX_TRIES, OTP_RESEND_WAIT_SECONDS } from './otp.constants.js';

const sentAt = new Date('2026-11-22T10:00:00.000Z');
const after = (ms: number) => new Date(sentAt.getTime() + ms);
const fresh = newOtpState(sentAt);

describe('OTP constants (spec 001 section 9)', () => {
  it('are 6 digits, 120 s expiry and resend wait, 5 tries', () => {
    expect([OTP_LENGTH, OTP_EXPIRY_SECONDS, OTP_RESEND_WAIT_SECONDS, OTP_MAX_TRIES]).toEqual([6, 120, 120, 5]);
  });
});

describe('evaluateOtpAttempt', () => {
  it.each<[string, number, boolean, string]>([
    ['right code at once', 0, true, 'verified'],
    ['right code at 119.999 s', 119_999, true, 'verified'],
    ['right code at exactly 120 s', 120_000, true, 'expired'],
    ['right code after 5 minutes', 300_000, true, 'expired'],
    ['wrong code at 60 s', 60_000, false, 'wrong'],
    ['wrong code at 120 s', 120_000, false, 'expired'],
  ])('%s (%i ms, right code: %s) → %s', (_case, elapsedMs, matches, outcome) => {
    expect(evaluateOtpAttempt(fresh, after(elapsedMs), matches).outcome).toBe(outcome);
  });

  it('counts wrong tries down, then refuses the sixth try even with the right code', () => {
    let state: OtpState = fresh;
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const attempt = evaluateOtpAttempt(state, after(1000 * i), false);
      if (attempt.outcome !== 'wrong') throw new Error(`try ${i + 1} was ${attempt.outcome}`);
      left.push(attempt.triesLeft);
      state = attempt.state;
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(evaluateOtpAttempt(state, after(10_000), true)).toEqual({ outcome: 'locked' });
  });

  it('accepts the right code on the fifth try', () => {
    const fourWrong = { ...fresh, wrongTries: 4 };
    expect(evaluateOtpAttempt(fourWrong, after(1000), true).outcome).toBe('verified');
  });

  it('works once: a verified code is refused afterwards', () => {
    const attempt = evaluateOtpAttempt(fresh, after(5000), true);
    if (attempt.outcome !== 'verified') throw new Error('expected verified');
    expect(attempt.state.verifiedAt).toEqual(after(5000));
    expect(evaluateOtpAttempt(attempt.state, after(6000), true)).toEqual({ outcome: 'used' });
  });

  it.each<[string, Parameters<typeof otpAttemptMessage>[0], string]>([
    ['verified', { outcome: 'verified', state: fresh }, 'Verification Successful!'],
    ['wrong, 3 left', { outcome: 'wrong', triesLeft: 3, state: fresh }, 'The code is not correct. You have 3 tries left.'],
    ['wrong, 1 left', { outcome: 'wrong', triesLeft: 1, state: fresh }, 'The code is not correct. You have 1 try left.'],
    ['wrong, none left', { outcome: 'wrong', triesLeft: 0, state: fresh }, 'Too many wrong codes. Please request a new code.'],
    ['expired', { outcome: 'expired' }, 'This code has expired. Please request a new code.'],
    ['locked', { outcome: 'locked' }, 'Too many wrong codes. Please request a new code.'],
    ['used', { outcome: 'used' }, 'This code was already used. Please request a new code.'],
  ])('message when %s', (_case, attempt, message) => {
    expect(otpAttemptMessage(attempt)).toBe(message);
  });
});

describe('canResend', () => {
  it.each<[string, number, ReturnType<typeof canResend>]>([
    ['right after sending', 0, { ok: false, waitSeconds: 120 }],
    ['after 0.5 s', 500, { ok: false, waitSeconds: 120 }],
    ['after 1 s', 1000, { ok: false, waitSeconds: 119 }],
    ['after 119.001 s', 119_001, { ok: false, waitSeconds: 1 }],
    ['at exactly 120 s', 120_000, { ok: true }],
    ['after 10 minutes', 600_000, { ok: true }],
  ])('%s', (_case, elapsedMs, expected) => {
    expect(canResend(fresh, after(elapsedMs))).toEqual(expected);
  });

  it('allows the first code', () => {
    expect(canResend(null, sentAt)).toEqual({ ok: true });
  });

  it('words the wait as the spec does', () => {
    expect(resendWaitMessage(87)).toBe('Please wait 87 seconds before requesting a new code.');
  });
});

describe('otpCodeError (spec 001 section 5)', () => {
  it.each<[string | null, 'email' | 'phone', string | null]>([
    ['', 'email', 'Please enter OTP sent to your provided email to proceed.'],
    [null, 'phone', 'Please enter OTP sent to your provided phone number to proceed.'],
    ['  ', 'phone', 'Please enter OTP sent to your provided phone number to proceed.'],
    ['12345', 'email', 'Please enter 6 digit OTP inorder to proceed'],
    ['12a456', 'phone', 'Please enter 6 digit OTP inorder to proceed'],
    ['1234567', 'email', 'Please enter 6 digit OTP inorder to proceed'],
    ['012345', 'email', null],
  ])('%j (%s) → %s', (code, type, expected) => {
    expect(otpCodeError(code, type)).toBe(expected);
  });
});

describe('otpContactError', () => {
  it.each<[string, 'email' | 'phone', string | null]>([
    ['ana@example.com', 'email', null],
    ['ana@', 'email', 'Enter a valid email address'],
    ['(512) 555-0142', 'phone', null],
    ['555-0142', 'phone', 'Enter a valid contact number'],
  ])('%s (%s) → %s', (contact, type, expected) => {
    expect(otpContactError(contact, type)).toBe(expected);
  });
});

describe('generateOtpCode', () => {
  it('makes six digits from the random bytes, skipping bytes that would bias the digits', () => {
    // 250..255 lie above the largest multiple of 10 (250) and are skipped.
    const bytes = [250, 255, 0, 11, 22, 33, 44, 59, 99];
    const randomBytes = (size: number) => Uint8Array.from(bytes.splice(0, size));
    expect(generateOtpCode(randomBytes)).toBe('012349');
  });
});
