import { OUTBOX_LIST_LIMIT, type MessageChannel, type OutboxList, type OutboxMessage, type OutboxState, type OutboxSummary } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../shared/app-error.js';
import { findMessage, recentMessages, type OutboxRow } from './outbox.repository.js';

function summaryOf(row: OutboxRow): OutboxSummary {
  return {
    id: row.id,
    channel: row.channel as MessageChannel,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as OutboxState,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The newest messages first, for /dev/outbox. */
export async function listOutbox(db: Db): Promise<OutboxList> {
  return { result: (await recentMessages(db, OUTBOX_LIST_LIMIT)).map(summaryOf) };
}

export async function getOutboxMessage(db: Db, id: number): Promise<OutboxMessage> {
  const row = await findMessage(db, id);
  if (!row) throw AppError.notFound();
  return { ...summaryOf(row), html: row.html, text: row.text, last_error: row.lastError };
}
