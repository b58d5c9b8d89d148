import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong staff sign-ins, one row per e-mail address (its SHA-256) under purpose `staff-sign-in-failures`
 * (modules/access/staff-session.repository.ts): the one counter that must outlive a restart and hold across replicas
 * without Redis, written only on a wrong sign-in. The API's rate limits no longer live here: they are counted in memory
 * or Redis (modules/limits; docs/decisions/0072-limits-that-never-lock-out-an-office.md). Ended rows are removed by
 * the staff sweeper.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.subject, t.windowStart] }), index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
