import type { MessageChannel, OutboxState } from '@benefit-store/domain';
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';

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

/**
 * Writes a message to the outbox. Call it with the transaction of the business change that causes the message:
 * both commit or neither does. Returns the row's id.
 */
export async function enqueueMessage(tx: Db, message: OutgoingMessage): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values(message)
    .onConflictDoUpdate({ target: outboxMessages.idempotencyKey, set: { idempotencyKey: sql`excluded.idempotency_key` } })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * Claims up to `limit` due messages for one worker: pending ones whose time has come, and ones whose previous claim
 * ran out (a worker that crashed mid-send). One statement; FOR UPDATE SKIP LOCKED lets concurrent workers on
 * PostgreSQL pass each other's rows by, and PGlite (one connection) runs statements one at a time anyway.
 */
export async function claimDueMessages(db: Db, claimToken: string, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)),
        and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      status: 'sending' satisfies OutboxState,
      claimToken,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Extends this claim's lease from `now`, right before a send; false when the claim no longer holds the message. */
export async function renewClaim(db: Db, id: number, claimToken: string, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claimToken, claimToken), eq(outboxMessages.status, 'sending')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** Marks a claimed message sent, in its own transaction; false when this claim no longer holds it. */
export async function markSent(db: Db, id: number, claimToken: string, providerMessageId: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'sent' satisfies OutboxState, sentAt: now, providerMessageId, claimToken: null, lockedUntil: null, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claimToken, claimToken), eq(outboxMessages.status, 'sending')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** Gives a claimed message back after a failed attempt: pending again at `retryAt`, or failed for good when null. */
export async function releaseAfterFailure(db: Db, id: number, claimToken: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: (retryAt ? 'pending' : 'failed') satisfies OutboxState,
      nextAttemptAt: retryAt ?? sql`${outboxMessages.nextAttemptAt}`,
      lastError: error.slice(0, 1000),
      claimToken: null,
      lockedUntil: null,
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claimToken, claimToken)));
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
