import type { FilterInfo, Locale } from '@benefit-store/domain';
import { bigint, date, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The temporary enrollment (the client's tempId). The id is a random 128-bit token, never a counter. */
export const enrollments = pgTable('enrollments', {
  id: text('id').primaryKey(),
  type: text('type'),
  eprocess: text('eprocess'),
  openType: text('open_type'),
  agentId: integer('agent_id'),
  groupId: integer('group_id'),
  platformGroupId: integer('platform_group_id'),
  portalId: integer('portal_id'),
  userId: integer('user_id'),
  referral: text('referral'),
  filterInfo: jsonb('filter_info').$type<FilterInfo>().notNull(),
  annualIncome: integer('annual_income'),
  workingHours: doublePrecision('working_hours'),
  effectiveDate: date('effective_date', { mode: 'string' }),
  /** The enroller code credited with this enrollment (an agent's access code; save-enroller-code, save-personal-info). */
  enrollerCode: text('enroller_code'),
  /** Set by the completion, in its transaction: read with the row's lock, so a call that waited behind it is refused. */
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /**
   * When its personal data was erased (modules/retention: abandoned, completed past the kept years, or on request);
   * what is left identifies nobody. Null: nothing erased.
   */
  personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  /**
   * The language the person enrolls in (the one they chose, migration 0023), kept by every change of the record: a
   * resumed enrollment opens in it, and its e-mails, text messages and receipt PDF are written in it.
   */
  locale: text('locale').$type<Locale>().notNull().default('en'),
  /**
   * The last transaction that changed what the enrollment is priced from (its cart, answers, household, hold, priced
   * columns or a charge in flight), set by the database's triggers (migration 0033): the one-statement cart line
   * compares it with the copy it priced from (decision 0094).
   */
  factsVersion: bigint('facts_version', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
