import type { MessageChannel } from '@benefit-store/domain';
import type { JobKind } from '../jobs/index.js';
import { AttachmentRenderers } from './attachment-renderers.js';
import { MAIL_SEND_JOB } from './enqueue-message.js';
import { findMessage, markAttemptFailed, markSent } from './outbox.repository.js';
import type { TransportsByChannel } from './transports.js';

/**
 * The job that delivers one outbox message. It renews its lease right before the send (the lease counts from the
 * send, not the claim) and records the message sent right after it. A crash during a send leaves the job claimed
 * until its lease runs out; the next run sends again with the same idempotency key, the e-mail's Message-ID, so a
 * provider that honours it drops the repeat. A message recorded sent is never sent again. Attachments are rendered
 * from their references right before the send (decision 0081): the same bytes on every attempt, none kept; once
 * a real transport took the message, even the references go (only /dev/outbox, where the row is the delivery, keeps
 * them to render the file on demand).
 */
export function mailDelivery(transports: TransportsByChannel, options: { maxAttempts?: number; attachments?: AttachmentRenderers } = {}): JobKind {
  const attachments = options.attachments ?? new AttachmentRenderers();
  return {
    kind: MAIL_SEND_JOB,
    maxAttempts: options.maxAttempts,
    async run(job, run) {
      const message = await findMessage(run.db, Number(job.payload.messageId));
      if (!message || message.status === 'sent') return;
      const transport = transports[message.channel as MessageChannel];
      if (!transport) throw new Error(`No transport is configured for ${message.channel} messages`);
      // The attachments are made now from their sources (the committed record), for this send only: never stored.
      const files = await attachments.renderAll(run.db, message.attachments);
      if (!(await run.renew())) return;
      const { providerMessageId } = await transport.send(message, files);
      await markSent(run.db, message.id, providerMessageId, job.attempts, run.now(), { dropAttachments: !transport.keepsMessages });
    },
    async onFailure(db, job, error, dead) {
      await markAttemptFailed(db, Number(job.payload.messageId), error, job.attempts, dead);
    },
  };
}
