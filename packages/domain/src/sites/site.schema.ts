import { z } from 'zod';
import { MenuItemSchema } from '../catalog/menu.schema.js';
import { MESSAGES } from '../messages.js';
import { idSchema, isBlank, optionalText, requiredString } from '../shared/fields.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { decodeSiteDomain } from './site-domain.js';

/** `site_domain`: the visitor's host, base64-encoded; decoded and normalised, or a field error. */
export const SiteDomainSchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: MESSAGES.fieldRequired })
    .max(400, { error: MESSAGES.invalidSiteDomain })
    .transform((value, ctx) => {
      const host = decodeSiteDomain(value);
      if (host === null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidSiteDomain, input: value });
        return z.NEVER;
      }
      return host;
    }),
);
export const SiteDomainQuerySchema = z.object({ site_domain: SiteDomainSchema });

/** A record id in a query: required (the older name of idSchema in shared/fields.ts). */
export const requiredId = idSchema;

export const AgentIdQuerySchema = z.object({ agent_id: requiredId });
export const GroupIdQuerySchema = z.object({ group_id: requiredId });
export const GroupMenuQuerySchema = z.object({ group_id: requiredId, from_site: optionalText(100) });
export const SiteNameQuerySchema = z.object({ site_name: requiredString(100) });
export const LandingPageQuerySchema = z.object({ landing_page: requiredString(120) });
export const ReferralQuerySchema = z.object({ referral_id: requiredString(64) });

/** The employee-enroll modal's one field: 'Field is required' when empty. Used by the form and by validate-group. */
export const GroupCodeSchema = z.object({ group_code: requiredString(40) });
export type GroupCodeForm = z.infer<typeof GroupCodeSchema>;

export const SITE_KINDS = ['default', 'agent', 'group', 'external'] as const;
/** The kinds of a stored site record (sites.kind): a rep's site is the rep's own, never a record. */
export const SITE_RECORD_KINDS = ['default', 'group', 'external'] as const;
export type SiteRecordKind = (typeof SITE_RECORD_KINDS)[number];
export type SiteKind = (typeof SITE_KINDS)[number];

/** get-domainSite-infromation: which site the host is. gid is set for a group's own host. */
export const DomainSiteSchema = z.object({
  gid: z.number().int().nullable(),
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
  agent_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  portal_id: z.number().int().nullable(),
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
});
export type DefaultInfo = z.infer<typeof DefaultInfoSchema>;

export const AgentLandingInfoSchema = z.object({
  agent_id: z.number().int(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  landing_url: z.string(),
});
export type AgentLandingInfo = z.infer<typeof AgentLandingInfoSchema>;

export const AgentAboutInfoSchema = z.object({
  agent_id: z.number().int(),
  display_name: z.string(),
  display_about_name: z.string(),
  agent_bio: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  image: z.string().nullable(),
});
export type AgentAboutInfo = z.infer<typeof AgentAboutInfoSchema>;

export const GroupLandingInfoSchema = z.object({
  group_id: z.number().int(),
  gname: z.string(),
  /** The group's rep and portal: the context its employees enrol in. */
  agent_id: z.number().int(),
  portal_id: z.number().int(),
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  landing_url: z.string(),
});
export type GroupLandingInfo = z.infer<typeof GroupLandingInfoSchema>;

export const AddressSchema = z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() });

export const GroupAboutInfoSchema = z.object({
  group_id: z.number().int(),
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
  agent_id: z.number().int(),
  group_id: z.number().int().nullable(),
  portal_id: z.number().int().nullable(),
  display_name: z.string(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

/** get-enrollment-info-referral. referrer_info carries a display name only, never the referrer's contact details. */
export const ReferralInfoSchema = z.object({
  agent_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  portal_id: z.number().int().nullable(),
  valid_referral_link: z.boolean(),
  referrer_info: z.object({ name: z.string() }).nullable(),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

/** get-elevate-info: the partner portal of this site, when it is a partner site. */
export const ElevateInfoSchema = z.object({ portal_id: z.number().int().nullable(), partner_name: z.string().nullable() });
export type ElevateInfo = z.infer<typeof ElevateInfoSchema>;

export const TrackElevateSchema = z.object({ enrollment_id: EnrollmentIdSchema });
export const TrackElevateResultSchema = z.object({ tracked: z.boolean() });

export const GroupMenuSchema = z.object({ group_id: z.number().int(), gname: z.string(), menu: z.array(MenuItemSchema) });
export type GroupMenu = z.infer<typeof GroupMenuSchema>;

export const TicketLinkSchema = z.object({ ticket_link: z.string() });

/** validate-group (002 section 3, group found by code). */
export const ValidGroupSchema = z.object({ name: z.string(), group_id: z.number().int(), landing_url: z.string() });
export type ValidGroup = z.infer<typeof ValidGroupSchema>;

