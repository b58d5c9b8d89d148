import { z } from 'zod';
import { LOCALE_CODES, type Locale } from '../i18n/locales.js';
import { SITE_RECORD_KINDS } from '../sites/site.schema.js';

/**
 * The people-and-places document (docs/catalog-format/README.md): portals, reps with their access codes, employer
 * groups with their codes and reps, sites with their menus (links), referral links and the default theme. Keyed by
 * portal code, rep access code, group code, site key and referral id.
 */
export const PEOPLE_FORMAT = 'benefit-store/people';
export const PEOPLE_FORMAT_VERSION = 1;

const code = z.string().min(1).max(40);
const line = z.string().min(1).max(500);
const text = (max: number) => z.string().max(max);
const phone = z.string().regex(/^\d{10}$/);
/** Theme entries: key (primary_color, default_logo…) → value (a colour, a font list, an image URL). */
export const ThemeSchema = z.record(z.string().min(1).max(80), z.string().max(500));

export const PortalSchema = z.object({ code, name: line }).strict();

export const RepSchema = z
  .object({
    /** 4 letters then 4 digits, e.g. JLEE2024: opens the rep's storefront. */
    accessCode: z.string().regex(/^[A-Z]{4}\d{4}$/),
    firstName: line,
    middleName: text(120).nullable().default(null),
    lastName: line,
    displayName: line,
    displayEmail: z.email(),
    displayPhone: phone,
    displayAboutName: line,
    bio: text(5000),
    tagline: text(500),
    /** The path segment of the rep's landing page, e.g. jordan-lee. */
    landingPage: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(120),
    portals: z.array(code).default([]),
    theme: ThemeSchema.default({}),
    /** The rep's texts in other languages (`{ "es": { "bio": "…" } }`); a text left out is shown in English. */
    translations: z.object({ es: z.object({ displayAboutName: line, bio: text(5000), tagline: text(500) }).partial().strict().optional() }).strict().optional(),
  })
  .strict();

export const GroupAddressSchema = z.object({ address1: line, city: line, state: z.string().regex(/^[A-Z]{2}$/), zip: z.string().regex(/^\d{5}$/) }).strict();

export const GroupSchema = z
  .object({
    /** A fixed id, for a group the configuration names by id (the member store's 1929); others get the next free id. */
    id: z.number().int().min(1).max(2_147_483_647).optional(),
    code,
    name: line,
    /** The access code of the group's rep. */
    rep: code,
    portal: code,
    displayName: line,
    displayEmail: z.email(),
    displayPhone: phone,
    tagline: text(500),
    aboutUs: text(5000),
    landingPage: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(120),
    host: z.string().max(253).nullable().default(null),
    address: GroupAddressSchema,
    theme: ThemeSchema.default({}),
    /** The group's texts in other languages (`{ "es": { "aboutUs": "…" } }`); a text left out is shown in English. */
    translations: z.object({ es: z.object({ tagline: text(500), aboutUs: text(5000) }).partial().strict().optional() }).strict().optional(),
  })
  .strict();


export const SiteSchema = z
  .object({
    key: code,
    /** site_name of /external?site=. */
    name: line,
    kind: z.enum(SITE_RECORD_KINDS),
    host: z.string().max(253).nullable().default(null),
    /** The id of /websites?group=…&id=… for the one group-bound site. */
    websitesId: z.string().max(40).nullable().default(null),
    rep: code.nullable().default(null),
    group: code.nullable().default(null),
    portal: code.nullable().default(null),
    isPartner: z.boolean().default(false),
    /** The spec's site flag: the admin-style dropdown shows only when false. */
    whiteLabel: z.boolean().default(false),
    displayName: line,
    displayEmail: z.email(),
    displayPhone: phone,
    tagline: text(500),
    /** The menu: link key (rep_dashboard, support_request…) → https address of the other system. */
    links: z.record(z.string().min(1).max(80), z.url()).default({}),
    theme: ThemeSchema.default({}),
    /** The language the site's visitors see first when they have not chosen one (issue 29); absent: the browser's. */
    defaultLocale: z.enum(LOCALE_CODES as [Locale, ...Locale[]]).optional(),
    /** The site's texts in other languages (`{ "es": { "tagline": "…" } }`); a text left out is shown in English. */
    translations: z.object({ es: z.object({ tagline: text(500) }).partial().strict().optional() }).strict().optional(),
  })
  .strict();

export const ReferralSchema = z
  .object({
    /** The rid of /referrals?rid=: a random 128-bit token, base64url. */
    id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    rep: code.nullable().default(null),
    group: code.nullable().default(null),
    portal: code.nullable().default(null),
    referrerName: line,
    active: z.boolean().default(true),
  })
  .strict();

export const PeopleDocumentSchema = z
  .object({
    format: z.literal(PEOPLE_FORMAT),
    version: z.literal(PEOPLE_FORMAT_VERSION),
    portals: z.array(PortalSchema).default([]),
    reps: z.array(RepSchema).default([]),
    groups: z.array(GroupSchema).default([]),
    sites: z.array(SiteSchema).default([]),
    referrals: z.array(ReferralSchema).default([]),
    defaultTheme: ThemeSchema.default({}),
  })
  .strict();

export type PeopleDocument = z.output<typeof PeopleDocumentSchema>;
export type PeopleDocumentInput = z.input<typeof PeopleDocumentSchema>;
export type PeoplePortal = z.output<typeof PortalSchema>;
export type PeopleRep = z.output<typeof RepSchema>;
export type PeopleGroup = z.output<typeof GroupSchema>;
export type PeopleSite = z.output<typeof SiteSchema>;
export type PeopleReferral = z.output<typeof ReferralSchema>;
