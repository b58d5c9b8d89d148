import type { Translations } from '@benefit-store/domain';
import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const portals = pgTable('portals', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  accessCode: text('access_code').notNull().unique(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  displayName: text('display_name').notNull(),
  displayEmail: text('display_email').notNull(),
  displayPhone: text('display_phone').notNull(),
  displayAboutName: text('display_about_name').notNull(),
  bio: text('bio').notNull(),
  tagline: text('tagline').notNull(),
  landingPage: text('landing_page').notNull().unique(),
  /** Its texts in other languages (the people files' `translations`, migration 0028): { es: { … } }. */
  translations: jsonb('translations').$type<Translations<RepTranslatedTexts>>().notNull().default({}),
});

/** A rep's texts a people file may give in another language; a text left out is shown in English. */
export interface RepTranslatedTexts {
  displayAboutName: string;
  bio: string;
  tagline: string;
}

/** The portals (platforms) a rep sells through. */
export const agentPortals = pgTable(
  'agent_portals',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.portalId] })],
);

export interface GroupAddress {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  portalId: integer('portal_id')
    .notNull()
    .references(() => portals.id),
  displayName: text('display_name').notNull(),
  displayEmail: text('display_email').notNull(),
  displayPhone: text('display_phone').notNull(),
  tagline: text('tagline').notNull(),
  aboutUs: text('about_us').notNull(),
  landingPage: text('landing_page').notNull().unique(),
  host: text('host').unique(),
  address: jsonb('address').$type<GroupAddress>().notNull(),
  /** Its texts in other languages (the people files' `translations`, migration 0028): { es: { … } }. */
  translations: jsonb('translations').$type<Translations<GroupTranslatedTexts>>().notNull().default({}),
});

/** A group's texts a people file may give in another language. */
export interface GroupTranslatedTexts {
  tagline: string;
  aboutUs: string;
}

/**
 * Theme entries as the spec's key/value list. scope is 'default', 'agent' or 'group'; owner is the rep's access
 * code or the group's code ('' for the default theme), so the rows have a natural key for idempotent loading.
 */
export const siteThemes = pgTable(
  'site_themes',
  {
    scope: text('scope').notNull(),
    owner: text('owner').notNull().default(''),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.owner, t.key] })],
);
