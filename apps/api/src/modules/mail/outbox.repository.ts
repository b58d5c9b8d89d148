import type { OutboxState } from '@benefit-store/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages, sessions } from '../../db/schema/index.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * Writes a message row; the same idempotency key again keeps the first row. Returns the row's id. A message written
 * after its cause (a receipt's job) may outlive the browser's session (a staff sign-in renews it): it is still sent,
 * only no longer listed to that browser.
 */
export async function insertMessage(tx: Db, values: typeof outboxMessages.$inferInsert): Promise<number> {
  const sessionId = values.sessionId ? sql`(SELECT ${sessions.id} FROM ${sessions} WHERE ${sessions.id} = ${values.sessionId})` : null;
  const [row] = await tx
    .insert(outboxMessages)
    .values({ ...values, sessionId })
    .onConflictDoUpdate({ target: outboxMessages.idempotencyKey, set: { idempotencyKey: sql`excluded.idempotency_key` } })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** One message by id. */
export async function findMessage(db: Db, id: number): Promise<OutboxRow | null> {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Records a delivered message (after `attempts` attempts); false when it was recorded sent before. `dropAttachments`:
 * the references its files were rendered from go too (after a real send nothing needs them again).
 */
export async function markSent(db: Db, id: number, providerMessageId: string | null, attempts: number, now: Date, options: { dropAttachments?: boolean } = {}): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'sent' satisfies OutboxState, sentAt: now, providerMessageId, attempts, lastError: null, ...(options.dropAttachments ? { attachments: null } : {}) })
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

/** Messages not yet delivered ('pending') and given up on ('failed'), and the oldest pending one's creation. */
export async function outboxBacklog(db: Db): Promise<{ pending: number; failed: number; oldestPendingAt: Date | null }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${outboxMessages.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessages.status} = 'failed')::int`,
      oldest: sql<Date | string | null>`min(${outboxMessages.createdAt}) filter (where ${outboxMessages.status} = 'pending')`,
    })
    .from(outboxMessages)
    .where(ne(outboxMessages.status, 'sent'));
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), oldestPendingAt: row?.oldest ? new Date(row.oldest) : null };
}
