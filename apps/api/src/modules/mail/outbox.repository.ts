import type { MessageChannel, OutboxState } from '@benefit-store/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages, sessions } from '../../db/schema/index.js';
import { enqueueJob } from '../jobs/index.js';

/** The job kind that delivers one outbox message (mail-delivery.job.ts). */
export const MAIL_SEND_JOB = 'mail.send';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface OutgoingMessage {
  /** Unique per message: writing the same key twice keeps the first (a retried business call sends one mail). */
  idempotencyKey: string;
  channel: MessageChannel;
  template: string;
  recipient: string;
  subject: string;
  html: string | null;
  text: string;
  /** The browser whose action caused it (ctx.session?.id): required, so every new caller decides; null for none. */
  sessionId: string | null;
  /** Files sent with an e-mail (the receipt's PDF), base64; none by default. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[] | null;
}

/** The key of a message's delivery job. */
export const deliveryJobKey = (messageId: number) => `mail:${messageId}`;

/**
 * Writes a message to the outbox and queues its delivery (a 'mail.send' job, modules/jobs). Call it with the
 * transaction of the business change that causes the message: all commit or nothing does. Returns the row's id.
 */
export async function enqueueMessage(tx: Db, message: OutgoingMessage): Promise<number> {
  // A message written after its cause (a receipt's job) may outlive the browser's session (a staff sign-in renews it):
  // the message is still sent, only no longer listed to that browser.
  const sessionId = message.sessionId === null ? null : sql`(SELECT ${sessions.id} FROM ${sessions} WHERE ${sessions.id} = ${message.sessionId})`;
  const [row] = await tx
    .insert(outboxMessages)
    .values({ ...message, sessionId })
    .onConflictDoUpdate({ target: outboxMessages.idempotencyKey, set: { idempotencyKey: sql`excluded.idempotency_key` } })
    .returning({ id: outboxMessages.id });
  await enqueueJob(tx, { kind: MAIL_SEND_JOB, key: deliveryJobKey(row!.id), payload: { messageId: row!.id } });
  return row!.id;
}

/** One message by id. */
export async function findMessage(db: Db, id: number): Promise<OutboxRow | null> {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Records a delivered message (after `attempts` attempts); false when it was recorded sent before. */
export async function markSent(db: Db, id: number, providerMessageId: string | null, attempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'sent' satisfies OutboxState, sentAt: now, providerMessageId, attempts, lastError: null })
    .where(and(eq(outboxMessages.id, id), ne(outboxMessages.status, 'sent')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** Records a failed attempt: pending still, or failed for good after the delivery job's last attempt. */
export async function markAttemptFailed(db: Db, id: number, error: string, attempts: number, dead: boolean): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: (dead ? 'failed' : 'pending') satisfies OutboxState, attempts, lastError: error.slice(0, 1000) })
    .where(and(eq(outboxMessages.id, id), ne(outboxMessages.status, 'sent')));
}

/** The newest messages caused by one browser. */
export async function recentMessagesOf(db: Db, sessionId: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.sessionId, sessionId))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/** One message, only if that browser caused it. */
export async function findMessageOf(db: Db, sessionId: string, id: number): Promise<OutboxRow | null> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.sessionId, sessionId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether a message was queued under this idempotency key (e.g. the receipt's copy to the client). */
export async function hasMessage(db: Db, idempotencyKey: string): Promise<boolean> {
  const rows = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.idempotencyKey, idempotencyKey)).limit(1);
  return rows.length > 0;
}
