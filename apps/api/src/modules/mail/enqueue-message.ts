import type { MessageChannel } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../jobs/index.js';
import type { AttachmentReference } from './attachment-renderers.js';
import { insertMessage } from './outbox.repository.js';

// Public through the door: the transactional outbox. Every module that sends mail or a text writes it here, inside the
// caller's transaction, so the message is sent only if the business change commits, and exactly once however often
// the call is retried (its idempotency key).

/** The job kind that delivers one outbox message (mail-delivery.job.ts). */
export const MAIL_SEND_JOB = 'mail.send';

/** The key of a message's delivery job. */
export const deliveryJobKey = (messageId: number) => `mail:${messageId}`;

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
  /**
   * Files sent with an e-mail (the receipt's PDF), as references to what they are rendered from when the mail is sent
   * (a renderer registered on app.mailAttachments): the outbox never holds a file's bytes. None by default.
   */
  attachments?: AttachmentReference[] | null;
}

/**
 * Writes a message to the outbox and queues its delivery (a 'mail.send' job, modules/jobs). Call it with the
 * transaction of the business change that causes the message: all commit or nothing does. Returns the row's id.
 */
export async function enqueueMessage(tx: Db, message: OutgoingMessage): Promise<number> {
  const id = await insertMessage(tx, message);
  await enqueueJob(tx, { kind: MAIL_SEND_JOB, key: deliveryJobKey(id), payload: { messageId: id } });
  return id;
}
