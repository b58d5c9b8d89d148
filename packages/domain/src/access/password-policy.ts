import type { AccountRole } from './staff-session.schema.js';
import { STAFF_PASSWORD_MAX } from './staff-session.schema.js';
import { ACCOUNT_MESSAGES } from './accounts.messages.js';

/**
 * New passwords (NIST SP 800-63B-4, issue 23): at least 15 characters where the password alone signs in (reps and
 * group administrators), at least 8 where a second factor follows (operators); at most 128; no composition rules;
 * refused when on the list of common and breached passwords (the API's list, compared case-insensitively); never
 * expired. Counted in Unicode code points, as the standard says. Existing demo passwords are seeded, not set here.
 */
export const PASSWORD_MIN_LENGTH: Record<AccountRole, number> = { agent: 15, group_admin: 15, operator: 8 };
export const PASSWORD_MAX_LENGTH = STAFF_PASSWORD_MAX;

export const passwordLength = (password: string): number => [...password.normalize('NFC')].length;

/**
 * What is wrong with a new password for an account of `role`, or null when it may be used. `isCommon` is the list
 * check (the API passes it; the web's form leaves it out and the server answers it next to the field).
 */
export function passwordProblem(password: string, role: AccountRole, isCommon?: (password: string) => boolean): string | null {
  const length = passwordLength(password);
  const min = PASSWORD_MIN_LENGTH[role];
  if (length < min) return ACCOUNT_MESSAGES.passwordTooShort({ min });
  if (length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong({ max: PASSWORD_MAX_LENGTH });
  if (isCommon?.(password)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return null;
}
