import { z } from 'zod';
import { PLAN_CATEGORIES } from '../catalog/categories.js';
import { MESSAGES } from '../messages.js';
import { hasForbiddenCharacters, lineString } from '../shared/fields.js';
import { adminListQuerySchema, adminPageSchema } from './admin-list.schema.js';
import { CoverageChangeViewSchema } from './coverage-changes.js';

/** Completed enrollments in the console (issue 25 item 1): operators see all; a rep theirs; a group administrator their group's. */
export const ENROLLMENT_SORT_KEYS = ['completed_at', 'name', 'policy_id'] as const;
/** The statuses a completed enrollment can have; cancellations and terminations come with coverage changes. */
export const ENROLLMENT_STATUSES = ['completed'] as const;
/**
 * The list's payment filter: `declined`, enrollments whose first premium is owed after a decline (a charge declined,
 * none paid, refunded or voided, none awaiting the processor): with PAYMENT_CHARGE_AT=effective_date, the ones to
 * follow up (decision 0085).
 */
export const ENROLLMENT_PAYMENT_FILTERS = ['declined'] as const;

const base = adminListQuerySchema(ENROLLMENT_SORT_KEYS);
/** GET …/enrollments: newest first; q finds a name, e-mail or policy (confirmation) number; filters by day, status, carrier, category, group, payment. */
export const EnrollmentListQuerySchema = base.extend({
  q: base.shape.q.refine((v) => v === undefined || !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters }),
  dir: z.enum(['asc', 'desc']).default('desc'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  status: z.enum(ENROLLMENT_STATUSES).optional(),
  carrier: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
  category: z.enum(PLAN_CATEGORIES).optional(),
  group: z.coerce.number().int().min(1).max(2147483647).optional(),
  payment: z.enum(ENROLLMENT_PAYMENT_FILTERS).optional(),
});
export type EnrollmentListQuery = z.infer<typeof EnrollmentListQuerySchema>;

export const AdminEnrollmentRowSchema = z.object({
  policy_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  completed_at: z.string(),
  effective_date: z.string().nullable(),
  plans: z.array(z.string()),
  recurring_month_cents: z.number().int(),
  group_id: z.number().int().nullable(),
});
export type AdminEnrollmentRow = z.infer<typeof AdminEnrollmentRowSchema>;
export const AdminEnrollmentPageSchema = adminPageSchema(AdminEnrollmentRowSchema);
export type AdminEnrollmentPage = z.infer<typeof AdminEnrollmentPageSchema>;

/** A person of the enrollment; `ssn` is masked (***-**-1234) and `fields` names what an operator may reveal. */
const PersonSchema = z.object({
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  birth_date: z.string().nullable(),
  gender: z.enum(['M', 'F', 'U']),
  ssn: z.string().nullable(),
  ssn_field: z.string(),
  health_field: z.string().nullable(),
});
export const AdminEnrollmentDetailSchema = z.object({
  policy_id: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  completed_at: z.string(),
  effective_date: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The address now, field by field (the Correct address dialog starts from it). */
  address_fields: z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  subscriber: PersonSchema,
  dependents: z.array(PersonSchema.extend({ relationship: z.enum(['spouse', 'child']) })),
  beneficiaries: z.array(z.object({ name: z.string(), relationship: z.string(), percentage: z.number(), contingent: z.boolean() })),
  /** Each plan with its current state (issue 25 item 4): active, cancelled, or terminated with its last day. */
  plans: z.array(
    z.object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      category: z.string(),
      tier: z.string(),
      price_cents: z.number().int(),
      status: z.enum(['active', 'cancelled', 'terminated']),
      end_date: z.string().nullable(),
    }),
  ),
  initial_month_cents: z.number().int(),
  recurring_month_cents: z.number().int(),
  /** The signed record's hash, as the receipt prints it. */
  record_hash: z.string(),
  signed_at: z.string(),
  /** The coverage changes since the receipt, oldest first; names, address and plans above are the current values. */
  changes: z.array(CoverageChangeViewSchema),
  /** Whether this viewer may make coverage changes (an operator, the member's rep; a group administrator reads). */
  can_change: z.boolean(),
});
export type AdminEnrollmentDetail = z.infer<typeof AdminEnrollmentDetailSchema>;

export const PolicyParamsSchema = z.object({ policy: z.string().regex(/^[A-Z0-9-]{1,40}$/) });
/** A field an operator may reveal: the subscriber's or a dependent's (by position) SSN or health answers. */
export const REVEAL_FIELD_PATTERN = /^(subscriber|dependent\.[0-9]{1,2})\.(ssn|health)$/;
export const REVEAL_REASON_MIN = 5;
export const REVEAL_REASON_MAX = 500;
export const RevealFieldSchema = z.object({
  field: z.string().regex(REVEAL_FIELD_PATTERN),
  reason: lineString()
    .trim()
    .min(REVEAL_REASON_MIN, { error: MESSAGES.fieldRequired })
    .max(REVEAL_REASON_MAX, { error: MESSAGES.tooLong({ max: REVEAL_REASON_MAX }) }),
});
export type RevealFieldBody = z.infer<typeof RevealFieldSchema>;
export const RevealedFieldSchema = z.object({ field: z.string(), value: z.string() });
