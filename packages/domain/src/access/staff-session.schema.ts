import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { hasForbiddenCharacters } from '../shared/fields.js';
import { SIGN_IN_MESSAGES } from './sign-in.messages.js';

/** The roles a staff account has: a rep (agent) or an employer group's administrator. */
export const STAFF_ROLES = ['agent', 'group_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The people who run the store (issue 23): they sign in to the console (/admin), never to a rep's or group's pages. */
export const OPERATOR_ROLE = 'operator' as const;
/** Every role a sign-in account has (staff_accounts.role). */
export const ACCOUNT_ROLES = [...STAFF_ROLES, OPERATOR_ROLE] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Longest e-mail address (RFC 5321 path limit) and password a sign-in takes: bounded so hashing stays cheap. */
export const STAFF_EMAIL_MAX = 254;
export const STAFF_PASSWORD_MAX = 128;
/** A signed-in session ends after this long without a call, and after this long in any case. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/**
 * Failed tries of one client (an e-mail address from one client address) that lock that client out of the account,
 * and for how long: the guesser is locked, the account's owner signs in from elsewhere (NIST 800-63B 5.2.2).
 */
export const STAFF_MAX_FAILED_ATTEMPTS = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
/**
 * Failed tries of one e-mail address from every client together before it is locked for STAFF_LOCKOUT_MINUTES: the
 * per-account bound on online guessing (NIST's at most 100), which only a guesser with 20 addresses reaches.
 */
export const STAFF_ACCOUNT_MAX_FAILED_ATTEMPTS = 100;

/** The sign-in form and `POST /api/v1/staff-sign-in`. The e-mail is trimmed and lower-cased; the password is kept as typed. */
export const StaffSignInSchema = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: SIGN_IN_MESSAGES.emailRequired, abort: true })
    .max(STAFF_EMAIL_MAX, { error: MESSAGES.tooLong({ max: STAFF_EMAIL_MAX }), abort: true })
    .regex(z.regexes.email, { error: SIGN_IN_MESSAGES.emailInvalid })
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, { error: SIGN_IN_MESSAGES.passwordRequired, abort: true })
    .max(STAFF_PASSWORD_MAX, { error: MESSAGES.tooLong({ max: STAFF_PASSWORD_MAX }), abort: true })
    .refine((v) => !hasForbiddenCharacters(v), { error: MESSAGES.invalidCharacters }),
});
export type StaffSignIn = z.input<typeof StaffSignInSchema>;

/** Who is signed in: the answer of staff-sign-in and get-signed-in-user. group_id is set for a group administrator only. */
export const StaffSessionSchema = z.object({
  role: z.enum(STAFF_ROLES),
  display_name: z.string(),
  agent_id: z.number().int(),
  group_id: z.number().int().nullable(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** Where a signed-in person goes by default. */
export const STAFF_HOME_PATH: Record<StaffRole, string> = { agent: '/agent-home', group_admin: '/group-home' };

/**
 * The `next` of /sign-in?next=…, kept only when it is a path on this site: it starts with one `/` (not `//` or
 * `/\`, which browsers read as another host) and holds no control characters. Anything else gives null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (hasForbiddenCharacters(next) || next.includes('\\')) return null;
  return next;
}

/** staff-sign-out: nothing (the session is gone). */
export const SignedOutAnswerSchema = z.null();
