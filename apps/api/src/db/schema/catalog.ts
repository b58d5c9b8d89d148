import type { PlanFacts, PlanRules, PlanTexts, PlanTranslatedTexts, Translations } from '@benefit-store/domain';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
});

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    category: text('category').notNull(),
    name: text('name').notNull(),
    planType: text('plan_type').notNull(),
    shortText: text('short_text').notNull(),
    bodyText: text('body_text').notNull(),
    network: text('network'),
    calloutText: text('callout_text'),
    calloutColor: text('callout_color'),
    featured: boolean('featured').notNull().default(false),
    oneTimeFeeCents: integer('one_time_fee_cents').notNull().default(0),
    adminFeeIncluded: boolean('admin_fee_included').notNull().default(false),
    requiresMembership: boolean('requires_membership').notNull().default(false),
    /** Availability rules (ARCHITECTURE.md section 5); a jsonb document so later issues can add rules freely. */
    rules: jsonb('rules').$type<PlanRules>().notNull().default({}),
    /** The plan page's other texts: blue bar, association note, exclusions, example and FAQ (PlanTexts). */
    details: jsonb('details').$type<PlanTexts>().notNull().default({}),
    /** Benefit facts buyers compare (deductible, copays, allowances…): PlanFacts of the domain, null when none. */
    facts: jsonb('facts').$type<PlanFacts>(),
    /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
    translations: jsonb('translations').$type<Translations<PlanTranslatedTexts>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when an import removed the plan while carts, quotes, enrollments or policies still use it: new shoppers no longer see it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plans_category_idx').on(t.category)],
);

/** One price per tier and rating cell; null gender, tobacco or state means "any". */
export const planPricing = pgTable(
  'plan_pricing',
  {
    ppid: serial('ppid').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    gender: smallint('gender'),
    tobacco: smallint('tobacco'),
    state: text('state'),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('plan_pricing_plan_idx').on(t.planId)],
);
