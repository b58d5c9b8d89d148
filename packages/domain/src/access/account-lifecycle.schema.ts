import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { ACCOUNT_MESSAGES } from './accounts.messages.js';
import { ACCOUNT_ROLES, STAFF_PASSWORD_MAX, StaffSignInSchema } from './staff-session.schema.js';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy.js';

/** How long a set-password link works (issue 23): an invitation 72 hours, a reset 1 hour. Single use. */
export const PASSWORD_TOKEN_PURPOSES = ['invite', 'reset'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];
export const PASSWORD_TOKEN_HOURS: Record<PasswordTokenPurpose, number> = { invite: 72, reset: 1 };
/** The longest token a link carries (43 base64url characters today): bounded so a request stays cheap. */
export const PASSWORD_TOKEN_MAX = 200;
/** The page a set-password link opens (invites and resets, every role). */
export const SET_PASSWORD_PATH = '/set-password';
/** The query parameter of a set-password link that carries its token. */
export const SET_PASSWORD_TOKEN_PARAM = 'token';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** POST /api/v1/request-password-reset: the e-mail as the sign-in form takes it. Answers null whatever happens. */
export const RequestPasswordResetSchema = z.object({ email: StaffSignInSchema.shape.email });
export type RequestPasswordReset = z.input<typeof RequestPasswordResetSchema>;
export const PasswordResetRequestedSchema = z.null();

const token = z.string().trim().min(1, { error: ACCOUNT_MESSAGES.linkExpired }).max(PASSWORD_TOKEN_MAX, { error: ACCOUNT_MESSAGES.linkExpired });

/** POST /api/v1/password-link: what a set-password link is for, before the page asks for a password. */
export const PasswordLinkQuerySchema = z.object({ token });
export const PasswordLinkSchema = z.object({
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  purpose: z.enum(PASSWORD_TOKEN_PURPOSES),
  min_length: z.number().int(),
});
export type PasswordLink = z.infer<typeof PasswordLinkSchema>;

/**
 * POST /api/v1/set-password. The server checks the length for the link's role and the common-password list; the
 * form builds its own schema for the role (setPasswordFormSchema) so the same messages show before sending.
 */
export const SetPasswordSchema = z
  .object({
    token,
    password: z.string().max(STAFF_PASSWORD_MAX * 4, { error: MESSAGES.tooLong({ max: STAFF_PASSWORD_MAX }) }),
    confirm: z.string({ error: ACCOUNT_MESSAGES.confirmRequired }).max(STAFF_PASSWORD_MAX * 4),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: ACCOUNT_MESSAGES.passwordsDoNotMatch });
export type SetPassword = z.input<typeof SetPasswordSchema>;

/** The set-password form for an account of `role` (min length, at most 128, both typed the same). */
export function setPasswordFormSchema(role: (typeof ACCOUNT_ROLES)[number]) {
  return z
    .object({
      password: z.string().superRefine((value, ctx) => {
        const problem = passwordProblem(value, role);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      confirm: z.string().min(1, { error: ACCOUNT_MESSAGES.confirmRequired }),
    })
    .refine((v) => v.password === v.confirm || v.confirm === '', { path: ['confirm'], error: ACCOUNT_MESSAGES.passwordsDoNotMatch });
}
export { PASSWORD_MIN_LENGTH };

/**
 * After a password is set: a rep or group administrator goes on to sign in with it (at /sign-in); an operator without
 * a second factor goes on to set one up at the console (a short-lived step bound to this browser).
 */
export const SET_PASSWORD_NEXT = ['sign_in', 'second_factor_setup', 'console_sign_in'] as const;
export const SetPasswordAnswerSchema = z.object({ email: z.string(), role: z.enum(ACCOUNT_ROLES), next: z.enum(SET_PASSWORD_NEXT) });
export type SetPasswordAnswer = z.infer<typeof SetPasswordAnswerSchema>;
