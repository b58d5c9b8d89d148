import {
  AGENT_CODE_CHECK_WINDOW_MINUTES,
  AGENT_CODE_CHECKS_PER_WINDOW,
  CONTACT_CHECKS_PER_HOUR_ADDRESS,
  LOOKUP_CALLS_PER_MINUTE,
  OTP_SENDS_PER_HOUR_ADDRESS,
  OTP_SENDS_PER_HOUR_CONTACT,
  OTP_SENDS_PER_HOUR_ENROLLMENT,
  OTP_VERIFIES_PER_HOUR_ADDRESS,
  QUOTES_PER_HOUR,
  RESUME_ATTEMPTS_PER_HOUR_ADDRESS,
  RESUME_ATTEMPTS_PER_HOUR_EMAIL,
  SAVE_LATER_MAILS_PER_HOUR,
} from '@benefit-store/domain';
import { SCREENSHOTS_PER_HOUR } from './screenshot-caps.js';

/**
 * Every rate limit of the API, by purpose, with its limit in one table. A purpose is counted per subject: the
 * client address for the ones below (the visitor's, behind a trusted proxy: TRUST_PROXY), an enrollment, a contact
 * or an account for limits a service applies itself through consumeLimit / enforceLimit.
 */
export const LIMIT_PURPOSE = {
  /** Every API call of one address (RATE_LIMIT_MAX a minute; 0 turns all limits off for benchmarks). */
  global: 'global',
  /** The public lookups by code or name (validate-group and friends): what someone guessing codes would call. */
  siteLookup: 'site-lookup',
  /** validate-agent calls, right or wrong, from one client address: tighter than siteLookup, a code opens a rep's store. */
  agentCodeCheck: 'agent-code-check',
  /** Quotes e-mailed from one address. */
  quoteSend: 'quote-send',
  /**
   * Misses of one address: API answers of 404 (an unknown or foreign enrollment id, a bad member-store token or
   * quote link, later a wrong resume code). Past the limit every API call of the address is refused until the
   * window ends, so ids and links cannot be enumerated even slowly through the global limit.
   */
  enumeration: 'enumeration',
  /** Screenshots saved for one enrollment (subject: the enrollment id), counted by the checkout service. */
  screenshotSave: 'screenshot-save',
  /** Save & Continue Later e-mails from one client address (save-enrollment, wizard tabs). */
  saveLaterSend: 'save-later-send',
  /** Save & Continue Later e-mails to one recipient (subject: a hash of the address), counted by the resume service. */
  saveLaterRecipient: 'save-later-recipient',
  /** continue-enrollment attempts, right or wrong, from one client address. */
  resumeAttempt: 'resume-attempt',
  /** continue-enrollment attempts naming one e-mail address (subject: a hash of it), counted by the resume service. */
  resumeAttemptEmail: 'resume-attempt-email',
  /** send-otp from one client address. */
  otpSendAddress: 'otp-send-address',
  /** send-otp for one enrollment (subject: the enrollment id), counted by the OTP service. */
  otpSendEnrollment: 'otp-send-enrollment',
  /** send-otp to one contact, whatever the enrollment (subject: a keyed hash of the contact), counted by the OTP service. */
  otpSendContact: 'otp-send-contact',
  /** verify-otp attempts from one client address. */
  otpVerifyAddress: 'otp-verify-address',
  /** validate-member-email, validate-email-neverbounce and validate-phone-numverify from one client address. */
  contactCheck: 'contact-check',
  /** staff-sign-in attempts, right or wrong, from one client address (also the console's sign-in steps). */
  staffSignIn: 'staff-sign-in',
  /** request-password-reset calls from one client address (issue 23): each may send a mail. */
  passwordReset: 'password-reset',
  /** password-link and set-password calls from one client address. */
  passwordLink: 'password-link',
} as const;

export type LimitPurpose = (typeof LIMIT_PURPOSE)[keyof typeof LIMIT_PURPOSE];

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export const LIMITS: Record<LimitPurpose, LimitRule> = {
  global: { max: 600, windowSeconds: 60 },
  'site-lookup': { max: LOOKUP_CALLS_PER_MINUTE, windowSeconds: 60 },
  'agent-code-check': { max: AGENT_CODE_CHECKS_PER_WINDOW, windowSeconds: AGENT_CODE_CHECK_WINDOW_MINUTES * 60 },
  'quote-send': { max: QUOTES_PER_HOUR, windowSeconds: 60 * 60 },
  enumeration: { max: 30, windowSeconds: 10 * 60 },
  'screenshot-save': { max: SCREENSHOTS_PER_HOUR, windowSeconds: 60 * 60 },
  'save-later-send': { max: SAVE_LATER_MAILS_PER_HOUR, windowSeconds: 60 * 60 },
  'save-later-recipient': { max: SAVE_LATER_MAILS_PER_HOUR, windowSeconds: 60 * 60 },
  'resume-attempt': { max: RESUME_ATTEMPTS_PER_HOUR_ADDRESS, windowSeconds: 60 * 60 },
  'resume-attempt-email': { max: RESUME_ATTEMPTS_PER_HOUR_EMAIL, windowSeconds: 60 * 60 },
  'otp-send-address': { max: OTP_SENDS_PER_HOUR_ADDRESS, windowSeconds: 60 * 60 },
  'otp-send-enrollment': { max: OTP_SENDS_PER_HOUR_ENROLLMENT, windowSeconds: 60 * 60 },
  'otp-send-contact': { max: OTP_SENDS_PER_HOUR_CONTACT, windowSeconds: 60 * 60 },
  'otp-verify-address': { max: OTP_VERIFIES_PER_HOUR_ADDRESS, windowSeconds: 60 * 60 },
  'contact-check': { max: CONTACT_CHECKS_PER_HOUR_ADDRESS, windowSeconds: 60 * 60 },
  'staff-sign-in': { max: 20, windowSeconds: 15 * 60 },
  'password-reset': { max: 10, windowSeconds: 60 * 60 },
  'password-link': { max: 30, windowSeconds: 15 * 60 },
};
