import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { normalizeResumeCode } from '../enrollment/resume-code.js';
import { hasForbiddenCharacters } from '../shared/fields.js';
import { ERASE_REASON_MAX, ERASE_REASON_MIN } from '../retention/retention.js';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment.messages.js';
import { CONSOLE_ERASE_MESSAGES as M } from './erase.messages.js';

/** What the console searches unfinished enrollments by: an e-mail the person gave, or a resume code they received. */
export const ERASE_FIND_BY = ['email', 'code'] as const;
export type EraseFindBy = (typeof ERASE_FIND_BY)[number];
const EMAIL_MAX = 254;

/**
 * GET /api/v1/admin/erasure/enrollments?by=email&value=…: the value checked as what `by` names (a well-formed e-mail
 * address, or a resume code as the person may type it), its message under `value`. The form uses the same schema.
 */
export const EraseFindQuerySchema = z
  .object({
    by: z.enum(ERASE_FIND_BY, { error: M.findByRequired }),
    value: z
      .string({ error: MESSAGES.fieldRequired })
      .trim()
      .min(1, { error: MESSAGES.fieldRequired, abort: true })
      .max(EMAIL_MAX, { error: MESSAGES.tooLong({ max: EMAIL_MAX }), abort: true })
      .refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters, abort: true }),
  })
  .superRefine((query, ctx) => {
    if (query.by === 'email' && !z.regexes.email.test(query.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: MESSAGES.enterValidEmail });
    if (query.by === 'code' && normalizeResumeCode(query.value) === null) ctx.addIssue({ code: 'custom', path: ['value'], message: ENROLLMENT_MESSAGES.invalidResumeCode });
  });
export type EraseFindQuery = z.infer<typeof EraseFindQuerySchema>;

/** One unfinished enrollment found: what lets the operator tell it is the person's (instants are ISO 8601). */
export const ErasableEnrollmentSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  last_active_at: z.string(),
  /** The e-mail addresses the enrollment holds (its resume codes', its quotes', its contact step's). */
  emails: z.array(z.string()),
  /** How many wizard steps have saved answers. */
  saved_steps: z.number().int().min(0),
});
export type ErasableEnrollment = z.infer<typeof ErasableEnrollmentSchema>;
export const ErasableEnrollmentsSchema = z.object({ items: z.array(ErasableEnrollmentSchema) });
export type ErasableEnrollments = z.infer<typeof ErasableEnrollmentsSchema>;

/** POST /api/v1/admin/erasure/enrollments/:id/erase: the reason, kept in the audit log. */
export const EraseRequestSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired, abort: true })
    .min(ERASE_REASON_MIN, { error: M.reasonTooShort({ min: ERASE_REASON_MIN }), abort: true })
    .max(ERASE_REASON_MAX, { error: MESSAGES.tooLong({ max: ERASE_REASON_MAX }), abort: true })
    .refine((v) => !hasForbiddenCharacters(v, true), { error: MESSAGES.invalidCharacters }),
});
export type EraseRequest = z.infer<typeof EraseRequestSchema>;

/** What was removed, by kind (rows), for the console's notice and the audit entry. */
export const ErasureCountsSchema = z.record(z.string(), z.number().int().min(0));
export type ErasureCounts = z.infer<typeof ErasureCountsSchema>;
export const EraseResultSchema = z.object({ id: z.string(), erased_at: z.string(), removed: ErasureCountsSchema });
export type EraseResult = z.infer<typeof EraseResultSchema>;
