import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { blankToUndefined, requiredText } from '../../shared/fields.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { EnrollmentIdSchema, optionalEnrollmentId } from '../enrollment-id.js';
import { EPROCESS } from '../process.js';
import { OTP_LENGTH, OTP_TYPES, type OtpType } from '../otp/otp.constants.js';
import { otpCodeError, otpContactError } from '../otp/otp-rules.js';
import { EMAIL_MAX } from './contact-info.schema.js';
import type { ZipLookup } from './usps-address.js';
import { ContactInfoAnswerSchema, type ContactInfoAnswer } from './step-bootstrap.js';

/**
 * The contact checks of the Contact Information step (spec 001 sections 4, 7, 8): the three validity calls, the
 * one-time-code calls and the rule that decides whether a flagged e-mail or phone may still be saved.
 */

/** What validate-member-email, validate-phone-numverify and validate-email-neverbounce answer as `data`. */
export const ContactValiditySchema = z.object({ is_valid: z.boolean(), error_message: z.string().nullable() });
export type ContactValidity = z.infer<typeof ContactValiditySchema>;

/** A phone as typed: a little longer than the 10 digits, for brackets, spaces and dashes. */
export const PHONE_INPUT_MAX = 32;

/**
 * POST validate-member-email and validate-email-neverbounce. enrollment_id is ours and optional: with it, the e-mail
 * of the enrollment's own member (an existing-user enrollment) does not count as belonging to someone else.
 */
export const ValidateEmailBodySchema = z.object({ email: requiredText(EMAIL_MAX), enrollment_id: optionalEnrollmentId });
/** GET validate-phone-numverify, with the same optional enrollment_id. */
export const ValidatePhoneQuerySchema = z.object({ phone: requiredText(PHONE_INPUT_MAX), enrollment_id: optionalEnrollmentId });

/** What the offline checks found about one contact: fine, invalid (disposable, not a real US number), or someone else's. */
export type ContactCheck = 'ok' | 'invalid' | 'exists';

/** enrollBy rep or group may save an e-mail or phone the checks flagged (the Skip ... Validation boxes); nobody else. */
export const canSkipContactValidation = (eprocess: string | null | undefined): boolean => eprocess === EPROCESS.rep || eprocess === EPROCESS.group;

export type ContactAcceptance = 'accept' | 'refuseExists' | 'refuseInvalid';

/**
 * Whether save-contact-info keeps a contact. Someone else's contact is refused whatever was done about it (a code
 * proves the person reads that inbox, not that the account is theirs). An invalid one is kept when its owner proved
 * it by a one-time code, or when a rep or group enroller ticked the skip box; otherwise the form shows the info box.
 */
export function contactAcceptance(input: { check: ContactCheck; verified: boolean; skipRequested: boolean; canSkip: boolean }): ContactAcceptance {
  if (input.check === 'exists') return 'refuseExists';
  if (input.check === 'ok') return 'accept';
  if (input.verified) return 'accept';
  if (input.skipRequested && input.canSkip) return 'accept';
  return 'refuseInvalid';
}

export type ZipStateResult = 'ok' | 'unknownZip' | 'stateMismatch';

/**
 * The zip decides the state (the form derives it and disables the field), with or without 'USPS Address
 * Validation': the zip must be one the data set knows and the state must be its state. The USPS box adds the city.
 */
export function zipStateCheck(state: string, zip: string, lookup: ZipLookup): ZipStateResult {
  const place = lookup(zip.trim());
  if (!place) return 'unknownZip';
  return place.state.toUpperCase() === state.trim().toUpperCase() ? 'ok' : 'stateMismatch';
}

/** How a contact is compared and stored for codes: e-mail trimmed and lower-cased, phone as its digits. */
export function normalizeContact(contact: string, type: OtpType): string {
  return type === 'email' ? contact.trim().toLowerCase() : contact.replace(/\D/g, '');
}

/** A contact: required, bounded; its validity for the type is checked by the request schemas below. */
const contactText = requiredText(EMAIL_MAX);
const otpType = z.enum(OTP_TYPES, { error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidChoice) });

/** Codes may arrive as numbers; read as text, and anything over this is refused before the code rules run. */
const OTP_INPUT_MAX = 16;
const otpText = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : blankToUndefined(v)),
  z.string({ error: () => ENROLLMENT_MESSAGES.otpTooShort }).trim().max(OTP_INPUT_MAX, { error: ENROLLMENT_MESSAGES.otpTooShort }).optional(),
);

/** POST send-otp (benefit base): the contact must be a valid e-mail or 10-digit phone for its type. */
export const SendOtpSchema = z
  .object({ contact: contactText, enrollment_id: EnrollmentIdSchema, type: otpType })
  .superRefine((body, ctx) => {
    const error = otpContactError(body.contact, body.type);
    if (error) ctx.addIssue({ code: 'custom', path: ['contact'], message: error, input: body.contact });
  })
  .transform((body) => ({ ...body, contact: normalizeContact(body.contact, body.type) }));
export type SendOtpRequest = z.output<typeof SendOtpSchema>;

/** POST verify-otp (benefit base): empty and short codes get the spec's messages under `otp`. */
export const VerifyOtpSchema = z
  .object({ enrollment_id: EnrollmentIdSchema, contact: contactText, otp: otpText, type: otpType })
  .superRefine((body, ctx) => {
    const contactError = otpContactError(body.contact, body.type);
    if (contactError) ctx.addIssue({ code: 'custom', path: ['contact'], message: contactError, input: body.contact });
    const codeError = otpCodeError(body.otp, body.type);
    if (codeError) ctx.addIssue({ code: 'custom', path: ['otp'], message: codeError, input: body.otp });
  })
  .transform((body) => ({ ...body, contact: normalizeContact(body.contact, body.type), otp: (body.otp ?? '').trim() }));
export type VerifyOtpRequest = z.output<typeof VerifyOtpSchema>;

/** send-otp's `data`: how long the code lives and when a new one may be asked for (seconds). */
export const SendOtpResultSchema = z.object({ type: z.enum(OTP_TYPES), expires_in: z.number().int(), resend_in: z.number().int(), length: z.literal(OTP_LENGTH) });
export type SendOtpResult = z.infer<typeof SendOtpResultSchema>;

/** verify-otp's `data` on success: the contact is now verified for this enrollment. */
export const VerifyOtpResultSchema = z.object({ type: z.enum(OTP_TYPES), contact: z.string(), verified: z.literal(true) });
export type VerifyOtpResult = z.infer<typeof VerifyOtpResultSchema>;

/** One flagged contact in save-contact-info's refusal (spec 001 section 8: errors.email.data / errors.phone.data). */
export const ContactValidityErrorSchema = z.object({ target_element: z.string(), error_message: z.string(), is_valid: z.boolean() });
export type ContactValidityError = z.infer<typeof ContactValidityErrorSchema>;

/**
 * save-contact-info's 422 answer: plain field errors in `data` (field rules, USPS, 'Email Already Exists.',
 * 'Phone already exists'), and the contacts that need a code (or, for a rep or group, the skip box) in
 * `errors.email.data` / `errors.phone.data`, each item `is_valid: false`. Either list may be empty.
 */
export const SaveContactInfoErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errorCode: z.literal('validationError'),
  data: z.array(z.object({ target_element: z.string(), error_message: z.string() })),
  errors: z.object({
    email: z.object({ data: z.array(ContactValidityErrorSchema) }).optional(),
    phone: z.object({ data: z.array(ContactValidityErrorSchema) }).optional(),
  }),
});
export type SaveContactInfoError = z.infer<typeof SaveContactInfoErrorSchema>;

/**
 * What save-contact-info stores and answers (`data.result`): the same object get-enrollment-temp-info's contact_info
 * and get-enrollment-step's value answer (step-bootstrap.ts ContactInfoAnswerSchema): the ContactInfo fields as saved
 * (phone as 10 digits, states upper-cased; blank fields absent) plus whether the e-mail and phone were verified by code.
 */
export const SavedContactInfoSchema = ContactInfoAnswerSchema;
export type SavedContactInfo = ContactInfoAnswer;

/** The contact_info step's options in get-enrollment-step (CONTRACT.md). */
export const ContactInfoStepOptionsSchema = z.object({
  states: z.array(z.object({ name: z.string(), abbrev: z.string() })),
  can_skip_validation: z.boolean(),
  verified: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
});
export type ContactInfoStepOptions = z.infer<typeof ContactInfoStepOptionsSchema>;

/** save-contact-info: the contact information as saved. */
export const SaveContactInfoAnswerSchema = z.object({ result: SavedContactInfoSchema });

/** validate-zip-code: the place a zip code belongs to. */
export const ZipPlaceSchema = z.object({ zip: z.string(), state_abbreviation: z.string(), city: z.string() });
export type ZipPlace = z.infer<typeof ZipPlaceSchema>;
