import { pgTable, primaryKey, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * An existing member's earlier answers that a new enrollment of theirs starts from (the spec's *-existing-user-*
 * calls): one row per member and section ('beneficiaries', 'dependents', 'health_info'). The value is health and
 * identity data, so it is stored only encrypted with the field cipher under the associated data
 * `member:<id>:<section>` (modules/members/member-records.repository.ts).
 */
export const memberRecords = pgTable(
  'member_records',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    secret: text('secret').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.section] })],
);
