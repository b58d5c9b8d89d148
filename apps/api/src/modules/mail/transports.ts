import type { MessageChannel } from '@benefit-store/domain';
import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedAttachment } from './attachment-renderers.js';
import type { OutboxRow } from './outbox.repository.js';

/**
 * Hands one message to the outside world; resolves with the provider's id, throws when it was not accepted. `files`:
 * the message's attachments, rendered for this send only (the row holds their references, never their bytes).
 */
export interface MessageTransport {
  readonly name: string;
  /**
   * True when the outbox row itself is the delivery (no SMTP_URL: /dev/outbox shows it), so a sent message keeps its
   * attachments' references for that page to render. After a real send they are dropped (decision 0081).
   */
  readonly keepsMessages?: boolean;
  send(message: OutboxRow, files?: readonly RenderedAttachment[]): Promise<{ providerMessageId: string | null }>;
  close?(): void;
}

export type TransportsByChannel = Partial<Record<MessageChannel, MessageTransport>>;

export interface TransportConfig {
  env: 'production' | 'development' | 'test';
  smtpUrl?: string | null | undefined;
  mailFrom?: string | undefined;
  /** SMS_URL: the text-message gateway's HTTPS endpoint (see smsGatewayTransport). */
  smsUrl?: string | null | undefined;
}

/**
 * Each SMTP wait (connect, greeting, an idle socket) ends after this, well within the worker's 30 s lease
 * (OUTBOX_LEASE_MS, renewed before each send), so a hung server does not let a second worker send the same mail.
 */
const SMTP_TIMEOUT_MS = 10_000;

/** The idempotency key as a Message-ID: a repeated delivery after a crash carries the same id, and is dropped as one. */
function messageIdOf(message: OutboxRow): string {
  return `<${message.idempotencyKey.replace(/[^A-Za-z0-9._:-]/g, '-')}@benefit-store>`;
}

function mailTransport(name: string, transporter: Transporter, from: string, keepsMessages = false): MessageTransport {
  return {
    name,
    keepsMessages,
    async send(message, files = []) {
      const info = (await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: messageIdOf(message),
        attachments: files.length > 0 ? files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.content })) : undefined,
      })) as { messageId?: string };
      return { providerMessageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

/** Each text-message gateway call ends after this, well within the worker's lease, like an SMTP wait. */
const SMS_TIMEOUT_MS = 10_000;

/**
 * Text messages through an HTTP gateway (SMS_URL, e.g. https://user:key@sms.example.com/messages): one POST per
 * message with the JSON `{ to: '+1XXXXXXXXXX', text, idempotency_key }` and an Idempotency-Key header (the outbox
 * row's key, so a repeat after a crash can be dropped by the gateway); credentials in the URL are sent as Basic
 * authorization. A 2xx answer is delivery (its JSON `id`, if any, is kept as the provider's id); anything else
 * throws, and the outbox retries with its backoff as for e-mail.
 */
export function smsGatewayTransport(smsUrl: string, fetchImpl: typeof fetch = fetch): MessageTransport {
  const url = new URL(smsUrl);
  const authorization = url.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    : null;
  url.username = '';
  url.password = '';
  const endpoint = url.toString();
  return {
    name: 'sms-gateway',
    async send(message) {
      const digits = message.recipient.replace(/\D/g, '');
      const to = digits.length === 10 ? `+1${digits}` : `+${digits}`;
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': message.idempotencyKey,
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ to, text: message.text, idempotency_key: message.idempotencyKey }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // The gateway's words are not logged or stored: only its status (a body could echo the message).
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
      const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return { providerMessageId: typeof answer?.id === 'string' || typeof answer?.id === 'number' ? String(answer.id) : null };
    },
  };
}

/** Whether text messages can go anywhere: a gateway is configured, or (outside production) the outbox keeps them. */
export function isSmsAvailable(config: TransportConfig): boolean {
  return Boolean(config.smsUrl) || config.env !== 'production';
}

/**
 * SMTP through Nodemailer when SMTP_URL is set. Without it (a demo, development, tests) e-mail is built by Nodemailer's
 * JSON transport and goes nowhere: the outbox row itself, shown at /dev/outbox, is the delivery. Text messages go to
 * the SMS_URL gateway when it is set; without it, outside production, they are delivered to the outbox the same way
 * (and in production there is no sms transport: send-otp refuses phone codes, isSmsAvailable).
 */
export function createTransports(config: TransportConfig): TransportsByChannel {
  const from = config.mailFrom ?? 'Benefit Store <no-reply@benefit-store.example>';
  const email = config.smtpUrl
    ? mailTransport(
        'smtp',
        nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        }),
        from,
      )
    : mailTransport('outbox', nodemailer.createTransport({ jsonTransport: true }), from, true);
  const transports: TransportsByChannel = { email };
  if (config.smsUrl) transports.sms = smsGatewayTransport(config.smsUrl);
  else if (config.env !== 'production') transports.sms = { name: 'outbox', keepsMessages: true, send: async (m) => ({ providerMessageId: `outbox-${m.id}` }) };
  return transports;
}

/** /dev/outbox exists when nothing is really sent and this is not production. */
export function isDevOutboxEnabled(config: TransportConfig): boolean {
  return !config.smtpUrl && config.env !== 'production';
}
