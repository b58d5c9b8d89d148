import { z } from 'zod';

/** The outbox carries e-mail and text messages alike (quotes now; codes and receipts later). */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending: waiting for the worker (or for a retry); sending: claimed by a worker; sent; failed: gave up. */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A message in the /dev/outbox list. */
export const OutboxSummarySchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

/** One message with its bodies, as /dev/outbox shows it. */
export const OutboxMessageSchema = OutboxSummarySchema.extend({
  html: z.string().nullable(),
  text: z.string(),
  last_error: z.string().nullable(),
  /** Files sent with the e-mail (the receipt's PDF): name, type and size in bytes. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), bytes: z.number() })).optional(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = z.object({ result: z.array(OutboxSummarySchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** The dev outbox lists this many of the newest messages. */
export const OUTBOX_LIST_LIMIT = 100;
