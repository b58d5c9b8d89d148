import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';

/** One row per browser; the signed cookie carries the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most every few minutes (plugins/session.ts); the idle expiry is measured from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweeper's question: which sessions have been idle too long?
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Which sessions hold which enrollments. A join table rather than a column on enrollments because a resume code,
 * a quote link or a direct-continue link later attaches the same enrollment to another browser.
 */
export const sessionEnrollments = pgTable(
  'session_enrollments',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.enrollmentId] }), index('session_enrollments_enrollment_idx').on(t.enrollmentId)],
);
