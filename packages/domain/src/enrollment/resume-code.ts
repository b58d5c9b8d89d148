import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { ENROLLMENT_MESSAGES } from './enrollment.messages.js';
import { randomText, type RandomBytes } from '../shared/random-text.js';

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
