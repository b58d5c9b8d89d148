import type { Translations } from '@benefit-store/domain';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { plans } from './catalog.js';
import { enrollments } from './enrollments.js';

/**
 * Fees that are catalog data rather than constants in code (ARCHITECTURE.md section 5): the association membership
 * ($5.00 a month, `amount_cents`) and the administrative fee (3%, `percent_bp` in basis points).
 */
export const catalogFees = pgTable('catalog_fees', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  amountCents: integer('amount_cents'),
  percentBp: integer('percent_bp'),
  /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
  translations: jsonb('translations').$type<Translations<{ label: string }>>().notNull().default({}),
});

/** Optional add-ons of a plan: while the plan is in the cart, the cart offers these plans as riders. */
export const planRiders = pgTable(
  'plan_riders',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    riderPlanId: integer('rider_plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.riderPlanId] })],
);

/**
 * The plans the member checkout suggests in its popups, one per kind (term_life, dental, vision); a suggestion is
 * offered only while the cart holds no plan of its `missingCategory`.
 */
export const planSuggestions = pgTable('plan_suggestions', {
  kind: text('kind').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  missingCategory: text('missing_category').notNull(),
  display: boolean('display').notNull().default(true),
  title: text('title').notNull(),
  header: text('header').notNull(),
  link: text('link').notNull(),
  linkDescription: text('link_description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
  translations: jsonb('translations').$type<Translations<{ title: string; header: string; linkDescription: string }>>().notNull().default({}),
});

/** A carrier's yearly pause of new enrollments in a plan ("MM-DD" to "MM-DD"); the cart shows its message in red. */
export const planBlackouts = pgTable(
  'plan_blackouts',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    message: text('message').notNull(),
    /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
    translations: jsonb('translations').$type<Translations<{ message: string }>>().notNull().default({}),
  },
  (t) => [unique('plan_blackouts_plan_start_uq').on(t.planId, t.startsOn)],
);

/** A note a plan adds to the cart's special message (e.g. evidence of insurability for larger life amounts). */
export const planCartMessages = pgTable('plan_cart_messages', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
  translations: jsonb('translations').$type<Translations<{ message: string }>>().notNull().default({}),
});

/** The checkout of an enrollment's cart: the chosen effective date and who goes on with the wizard. */
export const enrollmentCheckouts = pgTable('enrollment_checkouts', {
  enrollmentId: text('enrollment_id')
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  type: text('type').notNull(),
  checkedOutAt: timestamp('checked_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the applicant saw at checkout and after each step (ARCHITECTURE.md section 5): the PNG as base64, at most 2 MB
 * decoded, encrypted with the field cipher (modules/checkout/screenshot-image.ts, decision 0081; rows saved before it
 * are clear base64).
 */
export const enrollmentScreenshots = pgTable(
  'enrollment_screenshots',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageBase64: text('image_base64').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_screenshots_enrollment_idx').on(t.enrollmentId)],
);
