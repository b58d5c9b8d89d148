import type { TabKey } from '@benefit-store/domain';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';

/**
 * What each wizard step saved (modules/enrollment/tab-data.repository.ts): one row per enrollment and tab (a TabKey
 * of domain tabs.ts). `data` holds the step's plain fields; `secret` the step's secret fields (SSN, account
 * numbers, health answers) as one JSON object encrypted with the field cipher under the associated data
 * `enrollment:<id>:<tab>`, so a value copied to another row or tab no longer decrypts.
 */
export const enrollmentTabs = pgTable(
  'enrollment_tabs',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    tab: text('tab').$type<TabKey>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    secret: text('secret'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.tab] })],
);
