import type { Locale, Translations } from '@benefit-store/domain';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';
import { agents, groups, portals } from './sites.js';

/**
 * A site record: the premier (default) site, a group's site on its own host, or an external partner site opened
 * by name (/external?site=). It holds what the header and footer need besides the theme: contact details, the
 * addresses of the other systems the footer links to, and the spec's site flag (white_label).
 */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** The site_name of /external?site= and get-external-site-infromation. */
  name: text('name').notNull().unique(),
  kind: text('kind').$type<'default' | 'group' | 'external'>().notNull(),
  /** A custom host name (lower case, no port). Loopback names are always the default site. */
  host: text('host').unique(),
  /** The `id` that /websites?group=…&id=… needs for the one special site bound to a group. */
  websitesId: text('websites_id').unique(),
  agentId: integer('agent_id').references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
  portalId: integer('portal_id').references(() => portals.id),
  /** Visits through this site are partner traffic (get-elevate-info, track-elevate-traffic). */
  isPartner: boolean('is_partner').notNull().default(false),
  /** True on a fully white-labelled site: the admin-style dropdown is shown only when this is false. */
  whiteLabel: boolean('white_label').notNull().default(false),
  displayName: text('display_name').notNull(),
  displayEmail: text('display_email').notNull(),
  displayPhone: text('display_phone').notNull(),
  tagline: text('tagline').notNull(),
  /** Footer and admin link addresses by key (SITE_LINK_KEYS), all external systems. */
  links: jsonb('links').$type<Record<string, string>>().notNull().default({}),
  /** The language the site's visitors see first when they have not chosen one (migration 0023); null: the browser's. */
  defaultLocale: text('default_locale').$type<Locale>(),
  /** Its texts in other languages (the people files' `translations`, migration 0023): { es: { tagline } }. */
  translations: jsonb('translations').$type<Translations<{ tagline: string }>>().notNull().default({}),
});

/** A referral link (/referrals?rid=): the id is a random 128-bit token, so links cannot be guessed. */
export const referrals = pgTable('referrals', {
  id: text('id').primaryKey(),
  agentId: integer('agent_id').references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
  portalId: integer('portal_id').references(() => portals.id),
  /** What the "Referred By" line shows: a display name, never the referrer's contact details. */
  referrerName: text('referrer_name').notNull(),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partner traffic: which enrollments came through which partner site, recorded once per enrollment and site. */
export const partnerTraffic = pgTable(
  'partner_traffic',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.siteId] })],
);
