import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { ENROLLMENT_MESSAGES } from './enrollment.messages.js';
import { randomText, type RandomBytes } from '../shared/random-text.js';
import { DirectContinueResultSchema, type DirectContinueResult } from '../quotes/quote.schema.js';
import { EnrollmentIdSchema } from './enrollment-id.js';
import { WIZARD_SAVED_TABS, type WizardSavedTab } from './saved-tabs.js';
import { alternateEmailSchema } from './steps/contact-info.schema.js';

/**
 * The code e-mailed by Save & Continue Later and typed on /continue-enrollment (spec 002 section 2.6).
 * People copy it by hand from an e-mail, so the alphabet leaves out what is easily misread: 0/O, 1/I/L.
 * 31 characters, 10 of them: about 49.5 bits. With the e-mail address also required, the code stored hashed,
 * attempts limited and a 30-day life, guessing is hopeless, and 10 characters still type comfortably as two groups.
 */
export const RESUME_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RESUME_CODE_LENGTH = 10;
export const RESUME_CODE_GROUP = 5;
export const RESUME_CODE_TTL_DAYS = 30;

/** A new resume code, every character equally likely (see randomText), from the caller's cryptographic source. */
export const generateResumeCode = (randomBytes: RandomBytes): string => randomText(RESUME_CODE_ALPHABET, RESUME_CODE_LENGTH, randomBytes);

/** As the e-mail shows it: two groups of five, 'ABCDE-FGHJK'. */
export function formatResumeCode(code: string): string {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += RESUME_CODE_GROUP) groups.push(code.slice(i, i + RESUME_CODE_GROUP));
  return groups.join('-');
}

const SEPARATORS = /[\s_\-\u2010-\u2015]/g;
const WELL_FORMED = new RegExp(`^[${RESUME_CODE_ALPHABET}]{${RESUME_CODE_LENGTH}}$`);

/**
 * What a person typed, as the stored code: any case, with or without spaces and dashes (also the dashes a mail
 * program or phone substitutes). Null when what remains cannot be a code, so no lookup is spent on it.
 */
export function normalizeResumeCode(typed: string): string | null {
  const code = typed.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
  return WELL_FORMED.test(code) ? code : null;
}

/** The code field of /continue-enrollment: 'Field is required' when empty; the result is the normalised code. */
export const resumeCodeSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired, abort: true })
  .max(64, { error: ENROLLMENT_MESSAGES.invalidResumeCode, abort: true })
  .refine((v) => normalizeResumeCode(v) !== null, { error: ENROLLMENT_MESSAGES.invalidResumeCode, abort: true })
  .transform((v) => normalizeResumeCode(v)!);

/** POST continue-enrollment: code and e-mail ('Please Enter Your Code and Email Address'). */
export const ContinueEnrollmentRequestSchema = z.object({
  code: resumeCodeSchema,
  email: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .max(254, { error: MESSAGES.enterValidEmail, abort: true })
    .regex(z.regexes.email, { error: MESSAGES.enterValidEmail }),
});
export type ContinueEnrollmentRequest = z.output<typeof ContinueEnrollmentRequestSchema>;

/** Save & Continue Later mails from one visitor, and to one recipient, in an hour. */
export const SAVE_LATER_MAILS_PER_HOUR = 10;

/**
 * POST save-enrollment for a wizard tab (spec 001 save for later, 002 section 7): the alternate e-mail the code goes
 * to ('Enter valid email address'; empty counts as invalid) and the step's current form values. `data` is checked by
 * the step's own schema on the server (a step not built yet stores nothing of it).
 */
export function saveForLaterRequestSchema<T extends WizardSavedTab>(tab: T) {
  return z.object({
    enrollment_id: EnrollmentIdSchema,
    email: alternateEmailSchema,
    tab: z.literal(tab),
    data: z.unknown().optional(),
  });
}
export type SaveForLaterRequest = z.output<ReturnType<typeof saveForLaterRequestSchema>>;

/** save-enrollment's answer for a wizard tab; the envelope's `message` is 'Information Saved!!! Check your email to continue'. */
export const SaveForLaterResponseSchema = z.object({
  result: z.object({ email: z.string(), saved_tab: z.enum(WIZARD_SAVED_TABS) }),
});
export type SaveForLaterResponse = z.infer<typeof SaveForLaterResponseSchema>;

/**
 * POST continue-enrollment answers what GET direct-continue/{id} answers (spec 002 section 7: enrollment_id,
 * saved_tab, others{group_id, platform_group_id, agent_id, open_type, effective_date, type}; plus eprocess and tier).
 */
export const ContinueEnrollmentResponseSchema = DirectContinueResultSchema;
export type ContinueEnrollmentResponse = DirectContinueResult;
