import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every background job (modules/jobs): a message to deliver, a first invoice to make, a receipt to mail, a sweep
 * that comes round again. Written in the transaction of the business change that needs it (or by the runner for a
 * periodic one); claimed by one runner at a time under a lease; retried with a backoff; left 'dead' after its last
 * attempt for an operator to see and retry (`npm run jobs -- dead`, `npm run jobs -- retry <id>`). Done rows are
 * purged after a week.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What runs it: a kind registered with the runner ('mail.send', 'invoice.create', 'sessions.sweep', …). */
    kind: text('kind').notNull(),
    /** Unique: queuing the same key twice keeps the first job (a retried business call queues one job). */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending, running (claimed until locked_until), done, dead (gave up after its last attempt). */
    status: text('status').notNull().default('pending'),
    /** Attempts started (counted at the claim, so a crash mid-run counts too). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Not before this instant; null: as soon as a runner is free. A job queued by a request is due at once whatever
     * the clock says (the app's clock is business time, fixed in tests; the database's is not).
     */
    runAt: timestamp('run_at', { withTimezone: true }),
    /** The claim of the runner running it; a claim whose lease ran out is taken over (a crashed runner). */
    claimToken: text('claim_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    // The runner's question: what is due? Only unfinished rows are in this index.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    // The operator's question: what gave up?
    index('jobs_dead_idx').on(t.id).where(sql`${t.status} = 'dead'`),
  ],
);
