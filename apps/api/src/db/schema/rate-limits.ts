import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate-limit counters shared by every replica (modules/limits): one row per purpose, subject (a
 * client address, an enrollment, a contact) and window. Counted with one atomic upsert; rows past expires_at are
 * removed by the limits sweeper. Not used when REDIS_URL is set (the counters then live in Redis).
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
