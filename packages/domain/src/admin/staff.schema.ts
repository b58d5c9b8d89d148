import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { hasForbiddenCharacters } from '../shared/fields.js';
import { ACCOUNT_ROLES, StaffSignInSchema } from '../access/staff-session.schema.js';
import { adminListQuerySchema, adminPageSchema } from './admin-list.schema.js';
import { CONSOLE_ACCOUNT_MESSAGES } from './console-accounts.messages.js';

/** An account's state (issue 23): invited (no password set yet), active, or disabled (cannot sign in). */
export const ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const STAFF_SORT_KEYS = ['email', 'display_name', 'role', 'status', 'last_signed_in_at'] as const;
export const DISPLAY_NAME_MAX = 100;
export const ACCESS_CODE_MAX = 40;

/** GET /api/v1/admin/staff: paged, sorted, searched (e-mail or name contains `q`), filtered by role and status. */
export const StaffListQuerySchema = adminListQuerySchema(STAFF_SORT_KEYS).extend({
  q: adminListQuerySchema(STAFF_SORT_KEYS).shape.q.refine((v) => v === undefined || !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters }),
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

/** One account as the console lists it; instants are ISO 8601. */
export const StaffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  /** The rep's access code and name (a rep's account), or the group's (a group administrator's); null for operators. */
  rep_code: z.string().nullable(),
  group_code: z.string().nullable(),
  rep_or_group_name: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  invited_at: z.string().nullable(),
  last_signed_in_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffPageSchema = adminPageSchema(StaffAccountSchema);
export type StaffPage = z.infer<typeof StaffPageSchema>;

const code = (required: string) =>
  z
    .string()
    .trim()
    .max(ACCESS_CODE_MAX, { error: MESSAGES.tooLong({ max: ACCESS_CODE_MAX }) })
    .refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters })
    .transform((v) => v.toUpperCase())
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(required);

/**
 * POST /api/v1/admin/staff/invite: a rep's account names the rep by access code, a group administrator's the group
 * by code; an operator's neither. The invitation mail carries a set-password link (72 hours, one use).
 */
export const InviteStaffSchema = z
  .object({
    email: StaffSignInSchema.shape.email,
    display_name: z
      .string({ error: CONSOLE_ACCOUNT_MESSAGES.inviteNameRequired })
      .trim()
      .min(1, { error: CONSOLE_ACCOUNT_MESSAGES.inviteNameRequired, abort: true })
      .max(DISPLAY_NAME_MAX, { error: MESSAGES.tooLong({ max: DISPLAY_NAME_MAX }) })
      .refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters }),
    role: z.enum(ACCOUNT_ROLES),
    agent_code: code(CONSOLE_ACCOUNT_MESSAGES.inviteRepCodeRequired),
    group_code: code(CONSOLE_ACCOUNT_MESSAGES.inviteGroupCodeRequired),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'agent' && !v.agent_code) ctx.addIssue({ code: 'custom', path: ['agent_code'], message: CONSOLE_ACCOUNT_MESSAGES.inviteRepCodeRequired });
    if (v.role === 'group_admin' && !v.group_code) ctx.addIssue({ code: 'custom', path: ['group_code'], message: CONSOLE_ACCOUNT_MESSAGES.inviteGroupCodeRequired });
  });
export type InviteStaff = z.input<typeof InviteStaffSchema>;
export type InviteStaffValues = z.output<typeof InviteStaffSchema>;

/** The account's id in the path of resend-invite, disable and enable. */
export const StaffAccountParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
