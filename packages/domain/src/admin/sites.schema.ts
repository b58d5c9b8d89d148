import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { lineString } from '../shared/fields.js';
import { EMAIL_PATTERN } from '../quotes/quote.schema.js';
import { LOCALE_CODES, type Locale } from '../i18n/locales.js';
import { SITE_LINK_KEYS, type SiteLinkKey } from '../sites/site-links.js';
import { SITE_RECORD_KINDS } from '../sites/site.schema.js';
import { THEME_COLOR_KEYS, THEME_IMAGE_PATH, type ThemeColorKey } from '../sites/theme-keys.js';
import { adminListQuerySchema, adminPageSchema } from './admin-list.schema.js';
import { CONSOLE_SITES_MESSAGES as M } from './sites.messages.js';

/**
 * The console's sites, reps and groups (issue 23): their lists, details and the branding an operator edits. A site's,
 * rep's or group's branding is its display name and contact (its own columns), its logo and colours (its layer of
 * site_themes: `default` for the premier site, `site`, `agent` or `group` otherwise) and, for a site, its menu links
 * (sites.links). A blank logo, colour or link means "none of its own": the storefront falls back to the layer below.
 */

export const BRANDING_NAME_MAX = 120;
export const BRANDING_TAGLINE_MAX = 200;
export const BRANDING_EMAIL_MAX = 254;
export const BRANDING_LINK_MAX = 500;
/** A colour the theme takes: # and six hex digits (stored lower case). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** The theme key of the logo the header shows. */
export const LOGO_THEME_KEY = 'default_logo' as const;

const displayName = lineString().trim().min(1, { error: M.displayNameRequired }).max(BRANDING_NAME_MAX, { error: MESSAGES.tooLong({ max: BRANDING_NAME_MAX }) });
const email = lineString()
  .trim()
  .max(BRANDING_EMAIL_MAX, { error: MESSAGES.enterValidEmail })
  .regex(EMAIL_PATTERN, { error: MESSAGES.enterValidEmail });
/** A US number: 10 digits once spaces, dashes, dots and brackets are dropped; stored as the digits. */
const phone = lineString()
  .trim()
  .max(30, { error: M.phoneInvalid })
  .refine((v) => /^[0-9 ().+-]*$/.test(v) && v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').length === 10, { error: M.phoneInvalid })
  .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''));
const tagline = lineString().trim().max(BRANDING_TAGLINE_MAX, { error: MESSAGES.tooLong({ max: BRANDING_TAGLINE_MAX }) });
const logo = lineString().trim().refine((v) => v === '' || THEME_IMAGE_PATH.test(v), { error: M.logoInvalid });
const color = lineString()
  .trim()
  .refine((v) => v === '' || HEX_COLOR.test(v), { error: M.colorInvalid })
  .transform((v) => v.toLowerCase());
const link = lineString()
  .trim()
  .max(BRANDING_LINK_MAX, { error: M.linkInvalid })
  .refine((v) => v === '' || isHttpsUrl(v), { error: M.linkInvalid });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
}

const colorsSchema = z.strictObject(Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, color.default('')])) as Record<ThemeColorKey, z.ZodDefault<typeof color>>);
const linksSchema = z.strictObject(Object.fromEntries(SITE_LINK_KEYS.map((key) => [key, link.default('')])) as Record<SiteLinkKey, z.ZodDefault<typeof link>>);

/** PUT admin/reps/:code and admin/groups/:code: the branding fields, every one checked with its message. */
export const BrandingInputSchema = z.object({
  display_name: displayName,
  display_email: email,
  display_phone: phone,
  tagline: tagline.default(''),
  logo: logo.default(''),
  colors: colorsSchema.default(Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, ''])) as Record<ThemeColorKey, string>),
});
export type BrandingInput = z.input<typeof BrandingInputSchema>;
export type Branding = z.output<typeof BrandingInputSchema>;

/**
 * A site's first language (issue 29): the language a visitor who has not chosen one sees, or '' (BROWSER_LANGUAGE)
 * to follow the visitor's browser. A visitor's own choice always wins over it.
 */
export const BROWSER_LANGUAGE = '' as const;
const siteLocale = z.enum([BROWSER_LANGUAGE, ...LOCALE_CODES] as [typeof BROWSER_LANGUAGE, ...Locale[]], { error: M.defaultLanguageInvalid });

/** PUT admin/sites/:key: the branding fields, the site's menu links and its first language. */
export const SiteBrandingInputSchema = BrandingInputSchema.extend({
  links: linksSchema.default(Object.fromEntries(SITE_LINK_KEYS.map((k) => [k, ''])) as Record<SiteLinkKey, string>),
  default_locale: siteLocale.default(BROWSER_LANGUAGE),
});
export type SiteBrandingInput = z.input<typeof SiteBrandingInputSchema>;
export type SiteBranding = z.output<typeof SiteBrandingInputSchema>;

/** The branding as the API answers it: every colour and link key present, '' where there is none of its own. */
const BrandingAnswerSchema = z.object({
  display_name: z.string(),
  display_email: z.string(),
  display_phone: z.string(),
  tagline: z.string(),
  logo: z.string(),
  colors: z.record(z.enum(THEME_COLOR_KEYS), z.string()),
});
const SiteBrandingAnswerSchema = BrandingAnswerSchema.extend({
  links: z.record(z.enum(SITE_LINK_KEYS as [SiteLinkKey, ...SiteLinkKey[]]), z.string()),
  default_locale: siteLocale,
});

// Natural keys in the address: a site's key, a rep's access code, a group's code.
const naturalKey = z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9_.-]+$/);
export const SiteKeyParamsSchema = z.object({ key: naturalKey });
export const RepCodeParamsSchema = z.object({ code: naturalKey });
export const GroupCodeParamsSchema = z.object({ code: naturalKey });

// Sites.
export const SITE_SORT_KEYS = ['display_name', 'key', 'kind'] as const;
export const SiteListQuerySchema = adminListQuerySchema(SITE_SORT_KEYS);
export type SiteListQuery = z.infer<typeof SiteListQuerySchema>;
export const SiteListItemSchema = z.object({ key: z.string(), name: z.string(), kind: z.enum(SITE_RECORD_KINDS), host: z.string().nullable(), display_name: z.string(), display_email: z.string() });
export type SiteListItem = z.infer<typeof SiteListItemSchema>;
export const SitePageSchema = adminPageSchema(SiteListItemSchema);
export const SiteDetailSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(SITE_RECORD_KINDS),
  host: z.string().nullable(),
  white_label: z.boolean(),
  rep: z.object({ code: z.string(), display_name: z.string() }).nullable(),
  group: z.object({ code: z.string(), display_name: z.string() }).nullable(),
  branding: SiteBrandingAnswerSchema,
});
export type SiteDetail = z.infer<typeof SiteDetailSchema>;

// Reps (agents).
export const REP_SORT_KEYS = ['display_name', 'code', 'landing_page'] as const;
export const RepListQuerySchema = adminListQuerySchema(REP_SORT_KEYS);
export type RepListQuery = z.infer<typeof RepListQuerySchema>;
export const RepListItemSchema = z.object({ code: z.string(), display_name: z.string(), display_email: z.string(), landing_page: z.string(), group_count: z.number().int() });
export type RepListItem = z.infer<typeof RepListItemSchema>;
export const RepPageSchema = adminPageSchema(RepListItemSchema);
export const RepDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  landing_page: z.string(),
  groups: z.array(z.object({ code: z.string(), display_name: z.string() })),
  branding: BrandingAnswerSchema,
});
export type RepDetail = z.infer<typeof RepDetailSchema>;

// Groups.
export const GROUP_SORT_KEYS = ['display_name', 'code', 'rep'] as const;
export const GroupListQuerySchema = adminListQuerySchema(GROUP_SORT_KEYS);
export type GroupListQuery = z.infer<typeof GroupListQuerySchema>;
export const GroupListItemSchema = z.object({ code: z.string(), display_name: z.string(), landing_page: z.string(), rep_code: z.string(), rep_name: z.string() });
export type GroupListItem = z.infer<typeof GroupListItemSchema>;
export const GroupPageSchema = adminPageSchema(GroupListItemSchema);
export const GroupDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  landing_page: z.string(),
  host: z.string().nullable(),
  rep: z.object({ code: z.string(), display_name: z.string() }),
  branding: BrandingAnswerSchema,
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;
