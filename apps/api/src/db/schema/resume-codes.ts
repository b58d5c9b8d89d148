import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';
import { outboxMessages } from './mail.js';
import { sessions } from './sessions.js';

/**
 * Save & Continue Later (spec 001; 002 sections 2.6-2.7): one row per e-mailed resume code and its direct-continue
 * link. The code itself is never stored: only its keyed hash (HMAC under a key derived from the server secret), so a
 * copy of the database alone cannot be searched for codes.
 */
export const resumeCodes = pgTable(
  'resume_codes',
  {
    /** 128 random bits, base64url: the subject of the e-mailed link's signed token. */
    id: text('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the normalised code (modules/enrollment/resume/resume-code-hash.ts), hex. */
    codeHash: text('code_hash').notNull().unique(),
    /** The alternate e-mail the code went to, trimmed and lower-cased: continue-enrollment must name it. */
    email: text('email').notNull(),
    /** The saved-tab name (SAVED_TABS) the person was on. */
    savedTab: text('saved_tab').notNull(),
    /** The browser that saved it; kept for the record when that session goes. */
    savedBySessionId: text('saved_by_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    outboxMessageId: integer('outbox_message_id')
      .notNull()
      .references(() => outboxMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resume_codes_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);
