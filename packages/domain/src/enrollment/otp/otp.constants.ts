/** One-time codes (spec 001 section 9; ARCHITECTURE.md section 4). */
export const OTP_LENGTH = 6;
export const OTP_DIGITS = '0123456789';
/** A code is refused from this many seconds after it was sent (at exactly 120 s it has expired). */
export const OTP_EXPIRY_SECONDS = 120;
/** A new code may be asked for this many seconds after the last one was sent. */
export const OTP_RESEND_WAIT_SECONDS = 120;
/** Wrong codes allowed per code sent; the attempt after the fifth wrong one is refused, right code or not. */
export const OTP_MAX_TRIES = 5;
/** The web modal closes itself this long after 'Verification Successful!'. */
export const OTP_SUCCESS_CLOSE_MS = 2000;

/** send-otp and verify-otp name what is verified: the e-mail address or the phone number. */
export const OTP_TYPES = ['email', 'phone'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

/**
 * send-otp limits (rate limits, per hour): codes for one enrollment, to one contact, from one visitor (a session; its
 * client address is allowed ADDRESS_SHARE visitors' worth, which calls without a session count against).
 */
export const OTP_SENDS_PER_HOUR_ENROLLMENT = 10;
export const OTP_SENDS_PER_HOUR_CONTACT = 5;
export const OTP_SENDS_PER_HOUR_VISITOR = 20;
/** The e-mail and phone validity calls per hour from one visitor (they tell whether a contact is on file). */
export const CONTACT_CHECKS_PER_HOUR_VISITOR = 120;
