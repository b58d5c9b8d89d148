/** Site records and referral links of the demo data set (issue 3), kept apart from seed-types.ts to keep edits small. */
export interface SeedSite {
  key: string; // natural key, e.g. 'premier'
  name: string; // site_name for /external?site=
  kind: 'default' | 'group' | 'external';
  host: string | null; // custom host name, lower case, no port
  websitesId: string | null; // the `id` of /websites?group=…&id=… for the one special site
  agent: string | null; // SeedAgent.accessCode
  group: string | null; // SeedGroup.code
  portal: string | null; // SeedPortal.code
  isPartner: boolean;
  whiteLabel: boolean; // the spec's site flag: the admin-style dropdown shows only when false
  displayName: string;
  displayEmail: string;
  displayPhone: string; // 10 digits
  tagline: string;
  links: Record<string, string>; // SITE_LINK_KEYS → https address of the other system
  theme: Record<string, string>; // theme overrides for an external site (scope 'site')
}

export interface SeedReferral {
  id: string; // the referral id of /referrals?rid=: a random 128-bit token, base64url
  agent: string | null;
  group: string | null;
  portal: string | null;
  referrerName: string;
  active: boolean;
}
