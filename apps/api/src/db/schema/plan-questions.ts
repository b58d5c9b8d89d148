import type { PlanAnswerOutcome, PlanQuestionSubType, Translations } from '@benefit-store/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { plans } from './catalog.js';
import { enrollments } from './enrollments.js';

/** A checkbox option of a plan question; `declines`: choosing it declines the plan (catalog data, never sent). */
export interface PlanQuestionOptionRow {
  option_id: number;
  option_text: string;
  option_group: string;
  declines?: boolean;
}

/**
 * The plan page's questions (spec 000 section 3, Question): asked before a plan whose rules say questionsFirst is
 * priced. `decline_on_yes` (a Yes declines the plan) and the options' `declines` are the carrier's rule as data.
 */
export const planQuestions = pgTable(
  'plan_questions',
  {
    id: integer('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    subType: text('sub_type').$type<PlanQuestionSubType>().notNull(),
    options: jsonb('options').$type<PlanQuestionOptionRow[]>().notNull().default([]),
    requireDetail: boolean('require_detail').notNull().default(false),
    declineOnYes: boolean('decline_on_yes').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
    translations: jsonb('translations').$type<Translations<{ text: string; options: Record<string, string> }>>().notNull().default({}),
  },
  (t) => [index('plan_questions_plan_idx').on(t.planId)],
);

/**
 * An enrollment's answers to a plan's questions: health data, so the answers are one JSON document encrypted with
 * the field cipher under `enrollment:<id>:plan-questions:<planId>` (a copy into another row does not decrypt);
 * the carrier's outcome (accepted | declined) is plain, since pricing reads it for every plan of a request.
 */
export const planQuestionAnswers = pgTable(
  'plan_question_answers',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<PlanAnswerOutcome>().notNull(),
    secret: text('secret').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.planId] })],
);

/** The supplemental carrier questions (spec 000 section 3: qid, question, true_condition): required_yes = must be Yes. */
export const carrierQuestions = pgTable(
  'carrier_questions',
  {
    id: integer('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    requiredYes: boolean('required_yes').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
    translations: jsonb('translations').$type<Translations<{ question: string }>>().notNull().default({}),
  },
  (t) => [index('carrier_questions_plan_idx').on(t.planId)],
);

/** An enrollment's saved carrier answers of a plan ([{qid, true_condition}]); saved only when complete. */
export const carrierQuestionAnswers = pgTable(
  'carrier_question_answers',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ qid: number; true_condition: 0 | 1 }[]>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.planId] })],
);
