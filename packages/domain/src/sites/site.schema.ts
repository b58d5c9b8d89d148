import * as z from 'zod/mini';
import type { Locale } from '../i18n/locales.js';
import { MenuItemSchema } from '../catalog/menu.schema.js';

/*
 * The answers of the site calls, on zod/mini: every page checks some of them (the store bootstrap carries most), and
 * zod's classic API would put its whole method set in every page's first script
 * (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md). What these calls take is in
 * site-request.schema.ts, on the classic API with the other request schemas.
 */

export const SITE_KINDS = ['default', 'agent', 'group', 'external'] as const;
/** The kinds of a stored site record (sites.kind): a rep's site is the rep's own, never a record. */
export const SITE_RECORD_KINDS = ['default', 'group', 'external'] as const;
export type SiteRecordKind = (typeof SITE_RECORD_KINDS)[number];
export type SiteKind = (typeof SITE_KINDS)[number];

/** get-domainSite-infromation: which site the host is. gid is set for a group's own host. */
export const DomainSiteSchema = z.object({
  gid: z.nullable(z.int()),
  site_key: z.string(),
  site_kind: z.enum(SITE_KINDS),
  site_name: z.string(),
});
export type DomainSite = z.infer<typeof DomainSiteSchema>;

/** get-external-site-infromation: an external (partner) site by name, and whose store it opens. */
export const ExternalSiteSchema = z.object({
  site_key: z.string(),
  site_name: z.string(),
  display_name: z.string(),
  agent_id: z.nullable(z.int()),
  group_id: z.nullable(z.int()),
  portal_id: z.nullable(z.int()),
  is_partner: z.boolean(),
});
export type ExternalSite = z.infer<typeof ExternalSiteSchema>;

export const ThemeEntrySchema = z.object({ key: z.string(), value: z.string() });
/** get-external-site-dynamic-information: the site's theme entries. */
export const ThemeEntriesSchema = z.array(ThemeEntrySchema);
export type ThemeEntry = z.infer<typeof ThemeEntrySchema>;

/** get-default-info: the site record that serves this request (contact details, footer links, the site flag). */
export const DefaultInfoSchema = z.object({
  site_key: z.string(),
  site_kind: z.enum(SITE_KINDS),
  site_name: z.string(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  /** The spec's site flag: true on a white-labelled site, which must not show the admin-style dropdown. */
  white_label: z.boolean(),
  links: z.record(z.string(), z.string()),
  /** The language the site's visitors see first when they have not chosen one (issue 29); null: the browser's. */
  default_locale: z.optional(z.nullable(z.enum(['en', 'es'] as const satisfies readonly Locale[]))),
});
export type DefaultInfo = z.infer<typeof DefaultInfoSchema>;

export const AgentLandingInfoSchema = z.object({
  agent_id: z.int(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.nullable(z.string()),
  image: z.nullable(z.string()),
  landing_url: z.string(),
});
export type AgentLandingInfo = z.infer<typeof AgentLandingInfoSchema>;

export const AgentAboutInfoSchema = z.object({
  agent_id: z.int(),
  display_name: z.string(),
  display_about_name: z.string(),
  agent_bio: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  image: z.nullable(z.string()),
});
export type AgentAboutInfo = z.infer<typeof AgentAboutInfoSchema>;

export const GroupLandingInfoSchema = z.object({
  group_id: z.int(),
  gname: z.string(),
  /** The group's rep and portal: the context its employees enrol in. */
  agent_id: z.int(),
  portal_id: z.int(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.nullable(z.string()),
  image: z.nullable(z.string()),
  landing_url: z.string(),
});
export type GroupLandingInfo = z.infer<typeof GroupLandingInfoSchema>;

export const AddressSchema = z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() });

export const GroupAboutInfoSchema = z.object({
  group_id: z.int(),
  gname: z.string(),
  display_name: z.string(),
  gweb_aboutus: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  address_information: AddressSchema,
});
export type GroupAboutInfo = z.infer<typeof GroupAboutInfoSchema>;

/** validate-landing-page: whose landing name it is. */
export const LandingPageSchema = z.object({
  type: z.enum(['agent', 'group']),
  landing_page: z.string(),
  agent_id: z.int(),
  group_id: z.nullable(z.int()),
  portal_id: z.nullable(z.int()),
  display_name: z.string(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

/** get-enrollment-info-referral. referrer_info carries a display name only, never the referrer's contact details. */
export const ReferralInfoSchema = z.object({
  agent_id: z.nullable(z.int()),
  group_id: z.nullable(z.int()),
  portal_id: z.nullable(z.int()),
  valid_referral_link: z.boolean(),
  referrer_info: z.nullable(z.object({ name: z.string() })),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

/** get-elevate-info: the partner portal of this site, when it is a partner site. */
export const ElevateInfoSchema = z.object({ portal_id: z.nullable(z.int()), partner_name: z.nullable(z.string()) });
export type ElevateInfo = z.infer<typeof ElevateInfoSchema>;

export const TrackElevateResultSchema = z.object({ tracked: z.boolean() });

export const GroupMenuSchema = z.object({ group_id: z.int(), gname: z.string(), menu: z.array(MenuItemSchema) });
export type GroupMenu = z.infer<typeof GroupMenuSchema>;

export const TicketLinkSchema = z.object({ ticket_link: z.string() });

/** validate-group (002 section 3, group found by code). */
export const ValidGroupSchema = z.object({ name: z.string(), group_id: z.int(), landing_url: z.string() });
export type ValidGroup = z.infer<typeof ValidGroupSchema>;

