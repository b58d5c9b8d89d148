import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './accounts.js';
import { carrierFiles } from './carrier-files.js';
import { enrollments } from './enrollments.js';

/**
 * Coverage changes after the receipt (issue 25 item 4; migration 0031, decision 0086): append-only, beside the
 * immutable signed record. `values` holds a correction's new values (names, address, a dependent's birth date and
 * SSN), encrypted with the field cipher under the policy's context; cancellations and terminations have none.
 */
export const coverageChanges = pgTable(
  'coverage_changes',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'restrict' }),
    policyId: text('policy_id').notNull(),
    kind: text('kind').$type<'cancel_plan' | 'terminate' | 'correct_name' | 'correct_address' | 'correct_dependent'>().notNull(),
    planId: integer('plan_id'),
    /** YYYY-MM-DD, a termination's last day of coverage. */
    endDate: date('end_date', { mode: 'string' }),
    /** A corrected dependent's position (1 first), as the console names them. */
    dependent: integer('dependent'),
    values: text('values'),
    /** A corrected name's or dependent's values before the change (encrypted): the 834's Loop 2100B (NM1*70, DMG). */
    priorValues: text('prior_values'),
    reason: text('reason').notNull(),
    madeBy: integer('made_by')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'restrict' }),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coverage_changes_enrollment_idx').on(t.enrollmentId, t.id)],
);

/**
 * The carrier file (per carrier and format) that first carried a change: a change is in each carrier's files once.
 * No file (null) when a file of that carrier and format found the change touches none of its plans: not read again.
 */
export const coverageChangeReports = pgTable(
  'coverage_change_reports',
  {
    changeId: integer('change_id')
      .notNull()
      .references(() => coverageChanges.id, { onDelete: 'cascade' }),
    carrierKey: text('carrier_key').notNull(),
    format: text('format').$type<'834' | 'csv'>().notNull(),
    carrierFileId: integer('carrier_file_id').references(() => carrierFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ name: 'coverage_change_reports_pk', columns: [t.changeId, t.carrierKey, t.format] })],
);
