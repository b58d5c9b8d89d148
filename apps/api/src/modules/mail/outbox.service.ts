import { OUTBOX_LIST_LIMIT, type MessageChannel, type OutboxList, type OutboxMessage, type OutboxState, type OutboxSummary } from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import { AppError } from '../shared/app-error.js';
import type { AttachmentRenderers, RenderedAttachment } from './attachment-renderers.js';
import { findMessageOf, recentMessagesOf, type OutboxRow } from './outbox.repository.js';

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

/**
 * The newest messages first, for /dev/outbox: only those this browser's own actions caused. A browser without a
 * session has caused none.
 */
export async function listOutbox(ctx: RequestContext): Promise<OutboxList> {
  if (!ctx.session) return { result: [] };
  return { result: (await recentMessagesOf(ctx.db, ctx.session.id, OUTBOX_LIST_LIMIT)).map(summaryOf) };
}

/**
 * One message with its bodies; another browser's message answers 404 like a missing one. Its attachments are rendered
 * from their references to tell their size (the row keeps no file), and one whose source is gone is not listed.
 */
export async function getOutboxMessage(ctx: RequestContext, renderers: AttachmentRenderers, id: number): Promise<OutboxMessage> {
  const row = ctx.session ? await findMessageOf(ctx.db, ctx.session.id, id) : null;
  if (!row) throw AppError.notFound();
  const files = await renderers.renderAll(ctx.db, row.attachments);
  return { ...summaryOf(row), html: row.html, text: row.text, last_error: row.lastError, attachments: files.map((f) => ({ filename: f.filename, content_type: f.contentType, bytes: f.content.length })) };
}

/** One attachment of this browser's message, rendered as the e-mail carried it (the receipt's PDF): 404 like a missing message otherwise. */
export async function getOutboxAttachment(ctx: RequestContext, renderers: AttachmentRenderers, id: number, index: number): Promise<RenderedAttachment> {
  const row = ctx.session ? await findMessageOf(ctx.db, ctx.session.id, id) : null;
  const attachment = row?.attachments?.[index];
  const file = attachment ? await renderers.render(ctx.db, attachment) : null;
  if (!file) throw AppError.notFound();
  return file;
}
