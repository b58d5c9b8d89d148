import type { MessageChannel } from '@benefit-store/domain';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRow } from './outbox.repository.js';

/** Hands one message to the outside world; resolves with the provider's id, throws when it was not accepted. */
export interface MessageTransport {
  readonly name: string;
  send(message: OutboxRow): Promise<{ providerMessageId: string | null }>;
  close?(): void;
}

export type TransportsByChannel = Partial<Record<MessageChannel, MessageTransport>>;

export interface TransportConfig {
  env: 'production' | 'development' | 'test';
  smtpUrl?: string | null | undefined;
  mailFrom?: string | undefined;
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

function mailTransport(name: string, transporter: Transporter, from: string): MessageTransport {
  return {
    name,
    async send(message) {
      const info = (await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: messageIdOf(message),
      })) as { messageId?: string };
      return { providerMessageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP through Nodemailer when SMTP_URL is set. Without it (a demo, development, tests) e-mail is built by Nodemailer's
 * JSON transport and goes nowhere: the outbox row itself, shown at /dev/outbox, is the delivery. Text messages have
 * no provider yet; outside production they are delivered to the outbox the same way.
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
    : mailTransport('outbox', nodemailer.createTransport({ jsonTransport: true }), from);
  const transports: TransportsByChannel = { email };
  if (config.env !== 'production') transports.sms = { name: 'outbox', send: async (m) => ({ providerMessageId: `outbox-${m.id}` }) };
  return transports;
}

/** /dev/outbox exists when nothing is really sent and this is not production. */
export function isDevOutboxEnabled(config: TransportConfig): boolean {
  return !config.smtpUrl && config.env !== 'production';
}
