import type { Eprocess, OpenType } from './process.js';

export interface HomeContext {
  referral: string | null;
  open_type: OpenType | null;
  eprocess: Eprocess | null;
}

/**
 * Where "Home" leads (the cart's breadcrumb; the receipt's return link, 002 section 2.5): the referral landing when a
 * referral is stored; else the storefront when an open type is stored; else the home of the enrolling process
 * (rep: /agent-home, applicant: /member-home, group: /group-home); else /.
 */
export function homePath(context: HomeContext): string {
  if (context.referral) return `/referrals?rid=${encodeURIComponent(context.referral)}`;
  if (context.open_type) return '/';
  switch (context.eprocess) {
    case 'rep':
      return '/agent-home';
    case 'applicant':
      return '/member-home';
    case 'group':
      return '/group-home';
    default:
      return '/';
  }
}
