import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';

/**
 * The transactional outbox: every e-mail and text message is written here in the same transaction as the business
 * change that causes it, then delivered by the outbox worker. Rows are kept after sending (the record of what was
 * sent, and the /dev/outbox page when no real transport is configured).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** One per message ("quote:{quoteId}"); sent as the e-mail's Message-ID so a receiver can drop a repeat. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    channel: text('channel').notNull(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text').notNull(),
    /**
     * pending, sent, failed (its delivery job gave up after the last attempt). Delivery is a job ('mail.send',
     * modules/jobs: claim, lease, backoff); these columns are the message's own record of it, for /dev/outbox.
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The browser whose action caused the message (null: no browser, e.g. a scheduled job). /dev/outbox shows each
     * browser only its own messages, so a demo server reachable by others does not hand out their quote links.
     */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /**
     * Files sent with an e-mail (the receipt's PDF copy): name, MIME type and the source it is rendered from when the
     * mail is sent or viewed ({ kind: 'receipt', enrollmentId, … }), never its bytes (modules/mail/attachment-renderers.ts,
     * decision 0081; migration 0024 turned the base64 PDFs kept before into such references); null for none. A
     * replica of an older release (rolling deploy) may still write `{ filename, contentType, contentBase64 }`: sent
     * as it is, and dropped after a real send like the references.
     */
    attachments: jsonb('attachments').$type<({ filename: string; contentType: string; source: { kind: string; [key: string]: string } } | { filename: string; contentType: string; contentBase64: string })[]>(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_session_idx').on(t.sessionId, t.createdAt),
  ],
);
