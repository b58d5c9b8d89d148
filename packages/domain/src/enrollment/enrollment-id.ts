import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { blankToUndefined } from '../shared/fields.js';

/**
 * An enrollment id (the client's tempId) is a random 128-bit token, base64url without padding (22 characters),
 * never a counter. A well-formed id the session does not hold is answered with 404, not with a field error.
 */
export const ENROLLMENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A required enrollment id: anything but ENROLLMENT_ID_PATTERN is 'Invalid id' before any lookup. */
export const EnrollmentIdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidId) })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired, abort: true })
  .regex(ENROLLMENT_ID_PATTERN, { error: MESSAGES.invalidId });

/** An enrollment id given as a hint (menus, recommendations): blank means absent, otherwise it must be well formed. */
export const optionalEnrollmentId = z.preprocess(blankToUndefined, EnrollmentIdSchema.optional());

export const EnrollmentQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema });

export const ENROLLMENT_COLUMNS = [
  'filter_info',
  'type',
  'eprocess',
  'effective_date',
  'open_type',
  'group_id',
  'agent_id',
  'platform_group_id',
  'user_id',
  'portal_id',
  'annual_incode',
  'working_hours',
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'payment_info',
  'review_info',
] as const;
export type EnrollmentColumn = (typeof ENROLLMENT_COLUMNS)[number];
