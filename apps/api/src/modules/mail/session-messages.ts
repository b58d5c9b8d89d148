import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';

/** A renewed session id (plugins/session.ts) keeps the mail the old id sent (the /dev/outbox view), in its transaction. */
export async function moveSessionMessages(tx: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  await tx.update(outboxMessages).set({ sessionId: toSessionId }).where(eq(outboxMessages.sessionId, fromSessionId));
}
