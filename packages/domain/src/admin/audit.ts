import { z } from 'zod';
import { lineString } from '../shared/fields.js';
import { adminListQuerySchema, adminPageSchema } from './admin-list.schema.js';

/**
 * What the audit log records (issue 23): every operator and staff action that changes something. One constant per
 * action, so the writer, the console's filter and its labels agree.
 */
export const AUDIT_ACTIONS = {
  signIn: 'account.sign_in',
  signOut: 'account.sign_out',
  invite: 'account.invite',
  inviteResend: 'account.invite_resend',
  disable: 'account.disable',
  enable: 'account.enable',
  passwordSet: 'account.password_set',
  passwordResetRequest: 'account.password_reset_request',
  secondFactorSet: 'account.second_factor_set',
  recoveryCodeUsed: 'account.recovery_code_used',
  secondFactorLocked: 'account.second_factor_locked',
  catalogImport: 'catalog.import',
  brandingEdit: 'branding.edit',
  /** An operator erased an unfinished enrollment's personal data on the person's request (issue 28). */
  enrollmentErase: 'enrollment.erase',
  enrollmentReveal: 'enrollment.reveal',
  /** A coverage change after the receipt (issue 25 item 4): cancel, terminate, or a correction, with its reason. */
  enrollmentCoverageChange: 'enrollment.coverage_change',
  carrierEdit: 'carrier.edit',
  /** A carrier file (every member's SSN in it) made or downloaded from the console. */
  carrierFileMake: 'carrier_file.make',
  carrierFileDownload: 'carrier_file.download',
  /** An operator gave back part or all of a charge (issue 25 item 3), with the reason given. */
  paymentRefund: 'payment.refund',
  /** An operator voided a charge: gave it all back before settlement (decision 0085). */
  paymentVoid: 'payment.void',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
export const AUDIT_ACTION_VALUES = Object.values(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** Readable names of the actions, for the console's table and filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'account.sign_in': 'Signed in',
  'account.sign_out': 'Signed out',
  'account.invite': 'Invited',
  'account.invite_resend': 'Invitation sent again',
  'account.disable': 'Disabled',
  'account.enable': 'Enabled',
  'account.password_set': 'Password set',
  'account.password_reset_request': 'Password reset asked for',
  'account.second_factor_set': 'Second factor set up',
  'account.recovery_code_used': 'Recovery code used',
  'account.second_factor_locked': 'Locked after too many wrong codes',
  'catalog.import': 'Catalog imported',
  'branding.edit': 'Branding edited',
  'enrollment.erase': 'Personal data erased on request',
  'enrollment.reveal': 'Masked field revealed',
  'enrollment.coverage_change': 'Coverage changed after the receipt',
  'carrier.edit': 'Carrier file settings edited',
  'carrier_file.make': 'Carrier file made',
  'carrier_file.download': 'Carrier file downloaded',
  'payment.refund': 'Payment refunded',
  'payment.void': 'Payment voided',
};

/** What an entry acted on. */
export const AUDIT_TARGETS = { account: 'account', catalog: 'catalog', site: 'site', rep: 'rep', group: 'group', enrollment: 'enrollment', carrier: 'carrier' } as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[keyof typeof AUDIT_TARGETS];
export const AUDIT_TARGET_VALUES = Object.values(AUDIT_TARGETS) as [AuditTarget, ...AuditTarget[]];

/** One entry as the console lists it. `at` is an ISO 8601 instant; before/after are the target's changed fields. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.enum(AUDIT_ACTION_VALUES),
  target_type: z.enum(AUDIT_TARGET_VALUES),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/v1/admin/audit-log: newest first by default; filters by action, target, actor (e-mail contains) and dates. */
export const AuditListQuerySchema = adminListQuerySchema(['at', 'action', 'actor_email']).extend({
  dir: z.enum(['asc', 'desc']).default('desc'),
  action: z.enum(AUDIT_ACTION_VALUES).optional(),
  target_type: z.enum(AUDIT_TARGET_VALUES).optional(),
  actor: lineString().trim().max(254).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export const AuditPageSchema = adminPageSchema(AuditEntrySchema);
