import type { QuoteContact, QuotedPlan } from '@benefit-store/domain';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';
import { outboxMessages } from './mail.js';
import { sessions } from './sessions.js';

/**
 * A saved cart sent as a quote. The plans and prices are a snapshot of the cart when it was sent (the quote is a
 * sales document and must show what was quoted); the client's answer is kept with its time.
 */
export const quotes = pgTable(
  'quotes',
  {
    /** 128 random bits, base64url: the link's signed token names it. */
    id: text('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** The session that sent it (the rep's browser); kept for the record even when that session goes. */
    sentBySessionId: text('sent_by_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    plans: jsonb('plans').$type<QuotedPlan[]>().notNull(),
    initialMonthCents: integer('initial_month_cents').notNull(),
    recurringMonthCents: integer('recurring_month_cents').notNull(),
    agent: jsonb('agent').$type<QuoteContact | null>(),
    /** The enrollment's effective date when the quote was sent: the centre of the 2-month window. */
    effectiveDate: date('effective_date', { mode: 'string' }),
    /** sent, accepted or declined. */
    status: text('status').notNull().default('sent'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedEffectiveDate: date('accepted_effective_date', { mode: 'string' }),
    /** The e-mail that carried it. */
    outboxMessageId: integer('outbox_message_id')
      .notNull()
      .references(() => outboxMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quotes_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);
