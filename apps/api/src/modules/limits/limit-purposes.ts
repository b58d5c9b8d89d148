import {
  ACCOUNT_MISSES_BEFORE_DELAY,
  ADDRESS_CALLS_PER_MINUTE,
  CLIENT_MISSES_PER_ACCOUNT,
  CONTACT_CHECKS_PER_HOUR_VISITOR,
  MISS_WINDOW_MINUTES,
  MISSES_PER_SECRET,
  OTP_SENDS_PER_HOUR_CONTACT,
  OTP_SENDS_PER_HOUR_ENROLLMENT,
  OTP_SENDS_PER_HOUR_VISITOR,
  PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT,
  PASSWORD_RESETS_PER_HOUR,
  QUOTES_PER_HOUR,
  SAVE_LATER_MAILS_PER_HOUR,
  SCREENSHOTS_PER_HOUR,
  SESSION_CALLS_PER_MINUTE,
  STAFF_SIGN_IN_WINDOW_MINUTES,
  STAFF_SIGN_INS_PER_WINDOW,
} from '@benefit-store/domain';

/**
 * Every rate limit of the API, by purpose, with its limit in one table (docs/decisions/0072-limits-that-never-lock-out-an-office.md).
 * Three kinds:
 * - budgets, counted by the rate-limit plugin on every API call: the client address's ceiling, and the session's
 *   budget when the call has a session;
 * - costs, counted per visitor on every call of a route (`config: { limit }`) or by a service per enrollment, contact
 *   or recipient: what sends mail or texts, or asks an outside service;
 * - guesses (`config: { guess }`, modules/limits/guess-rule.ts): only wrong answers count, against the secret the
 *   guess names when it names one and against the visitor, and past the limit only that lookup is refused.
 * A visitor's costs and guesses count against its session and, ADDRESS_SHARE times over, against its client address
 * (the visitor's, behind a trusted proxy: TRUST_PROXY), which an office shares; calls without a session count only
 * against the address's share.
 */
export const LIMIT_PURPOSE = {
  /** Every API call of one client address: RATE_LIMIT_MAX a minute (0 turns all limits off, for benchmarks). */
  address: 'address',
  /** Every API call of one visitor session. */
  session: 'session',
  /** Quotes e-mailed by one visitor. */
  quoteSend: 'quote-send',
  /** Screenshots saved for one enrollment (subject: the enrollment id), counted by the checkout service. */
  screenshotSave: 'screenshot-save',
  /** Save & Continue Later e-mails of one visitor (save-enrollment, wizard tabs). */
  saveLaterSend: 'save-later-send',
  /** Save & Continue Later e-mails to one recipient (subject: a hash of the address), counted by the resume service. */
  saveLaterRecipient: 'save-later-recipient',
  /** send-otp of one visitor. */
  otpSend: 'otp-send',
  /** send-otp for one enrollment (subject: the enrollment id), counted by the OTP service. */
  otpSendEnrollment: 'otp-send-enrollment',
  /** send-otp to one contact, whatever the enrollment (subject: a keyed hash of the contact), counted by the OTP service. */
  otpSendContact: 'otp-send-contact',
  /** validate-member-email, validate-email-neverbounce and validate-phone-numverify of one visitor. */
  contactCheck: 'contact-check',
  /** staff-sign-in attempts, right or wrong, of one visitor (also the console's sign-in steps and its codes). */
  staffSignIn: 'staff-sign-in',
  /** request-password-reset calls of one visitor (issue 23): each may send a mail. */
  passwordReset: 'password-reset',
  /** Set-password mails to one e-mail address (subject: a hash of it), whoever asks; past it none is sent. */
  passwordResetRecipient: 'password-reset-recipient',
  /**
   * Wrong access codes: a rep's (validate-agent), a group's (validate-group, set-enrollment-group-code), an enroller
   * code (save-enroller-code, save-personal-info and save-enrollment's primary_info).
   */
  accessCodeGuess: 'access-code-guess',
  /** Wrong resume codes (continue-enrollment), per visitor; the e-mail address it names is an account (accountOf). */
  resumeCodeGuess: 'resume-code-guess',
  /**
   * A guess naming an account (`config.guess.accountOf`), per client and account (subject: the guess's purpose, the
   * account and the client's session or address): past it that client is refused that account (decision 0080).
   */
  accountGuessClient: 'account-guess-client',
  /**
   * A guess naming an account, from every client together (subject: the purpose and the account): past it each
   * further try waits a growing delay, whoever sends it. The account is slowed, never locked.
   */
  accountGuess: 'account-guess',
  /** Wrong one-time codes (verify-otp), per enrollment and per visitor; each code also allows only OTP_MAX_TRIES. */
  otpGuess: 'otp-guess',
  /** Links that open nothing: quote, resume and census links (direct-continue), member store links, set-password links. */
  linkGuess: 'link-guess',
} as const;

export type LimitPurpose = (typeof LIMIT_PURPOSE)[keyof typeof LIMIT_PURPOSE];

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

const misses: LimitRule = { max: MISSES_PER_SECRET, windowSeconds: MISS_WINDOW_MINUTES * 60 };

export const LIMITS: Record<LimitPurpose, LimitRule> = {
  address: { max: ADDRESS_CALLS_PER_MINUTE, windowSeconds: 60 },
  session: { max: SESSION_CALLS_PER_MINUTE, windowSeconds: 60 },
  'quote-send': { max: QUOTES_PER_HOUR, windowSeconds: 60 * 60 },
  'screenshot-save': { max: SCREENSHOTS_PER_HOUR, windowSeconds: 60 * 60 },
  'save-later-send': { max: SAVE_LATER_MAILS_PER_HOUR, windowSeconds: 60 * 60 },
  'save-later-recipient': { max: SAVE_LATER_MAILS_PER_HOUR, windowSeconds: 60 * 60 },
  'otp-send': { max: OTP_SENDS_PER_HOUR_VISITOR, windowSeconds: 60 * 60 },
  'otp-send-enrollment': { max: OTP_SENDS_PER_HOUR_ENROLLMENT, windowSeconds: 60 * 60 },
  'otp-send-contact': { max: OTP_SENDS_PER_HOUR_CONTACT, windowSeconds: 60 * 60 },
  'contact-check': { max: CONTACT_CHECKS_PER_HOUR_VISITOR, windowSeconds: 60 * 60 },
  'staff-sign-in': { max: STAFF_SIGN_INS_PER_WINDOW, windowSeconds: STAFF_SIGN_IN_WINDOW_MINUTES * 60 },
  'password-reset': { max: PASSWORD_RESETS_PER_HOUR, windowSeconds: 60 * 60 },
  'password-reset-recipient': { max: PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT, windowSeconds: 60 * 60 },
  'access-code-guess': misses,
  'resume-code-guess': misses,
  'account-guess-client': { max: CLIENT_MISSES_PER_ACCOUNT, windowSeconds: MISS_WINDOW_MINUTES * 60 },
  'account-guess': { max: ACCOUNT_MISSES_BEFORE_DELAY, windowSeconds: MISS_WINDOW_MINUTES * 60 },
  'otp-guess': misses,
  'link-guess': misses,
};
