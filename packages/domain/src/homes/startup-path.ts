import type { EnrollType, Eprocess, OpenType } from '../enrollment/process.js';
import { SAVE_CART_REDIRECTION } from '../quotes/quote.constants.js';

/** The stored keys the startup wrapper reads (000 section 2, startup wrapper). */
export interface StartupState {
  open_type: OpenType | null;
  eprocess: Eprocess | null;
  enroll_type: EnrollType | null;
  referral: string | null;
  platformType: string | null;
  redirectionType: string | null;
}

/** The rep-quote platform: a quote's recipient, whose store is the quote view in /cart. */
export const REP_QUOTE_PLATFORM = 'rep-quote';

/** Where the wrapper sends the root page: a path, and the signed-in role it needs (a home behind sign-in). */
export type StartupTarget = { path: string; role: 'agent' | 'group_admin' | null } | null;

/**
 * The startup wrapper on the storefront's root page: the rep-quote platform (an open quote) goes to /cart; otherwise
 * the stored open type opens its home: a rep's (open type agent, process rep) /agent-home and a group
 * administrator's (open type group, process group) /group-home, each only for its signed-in role, and an existing
 * member's store (open type user, existing-member, no referral) /member-home. Everyone else (a rep's or group's
 * landing visitor, an employee, a referral, a new visitor) stays on the landing. Other paths are never redirected.
 */
export function startupTarget(pathname: string, s: StartupState): StartupTarget {
  if (pathname !== '/') return null;
  if (s.platformType === REP_QUOTE_PLATFORM || s.redirectionType === SAVE_CART_REDIRECTION) return { path: '/cart', role: null };
  if (s.referral) return null;
  if (s.open_type === 'agent' && s.eprocess === 'rep') return { path: '/agent-home', role: 'agent' };
  if (s.open_type === 'group' && s.eprocess === 'group') return { path: '/group-home', role: 'group_admin' };
  if (s.open_type === 'user' && s.enroll_type === 'existing-member') return { path: '/member-home', role: null };
  return null;
}
