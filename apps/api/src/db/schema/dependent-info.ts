import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';

/**
 * The dependent block of the filter Edit popup (store-temp-dependent-info): one row per enrollment, since the
 * spouse and the number of children belong to the person, not to a plan; plan_id records which plan asked.
 */
export const tempDependentInfo = pgTable('temp_dependent_info', {
  enrollmentId: text('enrollment_id')
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  planId: integer('plan_id'),
  spouseDob: text('spouse_dob'),
  noOfChildren: smallint('no_of_children'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
