import type { Translations } from '@benefit-store/domain';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { plans } from './catalog.js';

/**
 * The health question catalog (spec 001 section 3): each question with the id the answers carry (141..147 for the
 * condition questions, e.g. 145 with no detail fields, 146 and 147 with the physician set), its text, which detail
 * fields a Yes reveals (detail_fields: standard | physician | none), whether it asks about conditions or medications
 * (kind), whom it is asked of (who: primary | dependent | both) and its place in the list.
 */
export const healthQuestions = pgTable('health_questions', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  detailFields: text('detail_fields').notNull(),
  kind: text('kind').notNull(),
  who: text('who').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Asked only of this gender (0 male, 1 female); null: of everyone. */
  gender: smallint('gender'),
  /** Its texts in other languages (the catalog files' `translations`, migration 0023): { es: { … } }. */
  translations: jsonb('translations').$type<Translations<{ text: string }>>().notNull().default({}),
});

/** Which plans ask which questions: an enrollment is asked the questions of the plans in its cart. */
export const planHealthQuestions = pgTable(
  'plan_health_questions',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => healthQuestions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.questionId] }), index('plan_health_questions_question_idx').on(t.questionId)],
);
