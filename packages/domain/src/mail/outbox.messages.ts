import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.outbox.js';

/**
 * The web's own texts of the development outbox page.
 * Apart from WEB_MESSAGES so the landing page does not carry them (a catalog split by area); each text once
 * across all catalogs (messages.test.ts).
 */
export const OUTBOX_WEB_MESSAGES = /* @__PURE__ */ defineCatalog('outbox', {
  // Mail outbox (demo).
  outboxTitle: 'Outbox',
  outboxEmpty: 'No messages yet. This page shows only the messages sent from this browser.',
  outboxLead: 'Messages the store would have sent. Real mail is not configured here, so being listed is being delivered.',
  outboxListLabel: 'Messages, newest first',
  outboxSentTo: icu<{ channel: string; recipient: string }>('{channel, select, sms {Text} other {E-mail}} to {recipient}'),
  outboxStatus: icu<{ status: string }>('{status, select, sent {delivered} other {{status}}}'),
  outboxTo: 'To',
  outboxChannel: 'Channel',
  outboxChannelName: icu<{ channel: string }>('{channel, select, sms {Text message} other {E-mail}}'),
  outboxTemplate: 'Template',
  outboxStatusLabel: 'Status',
  outboxAttempts: icu<{ attempts: number }>('after {attempts, plural, one {# attempt} other {# attempts}}'),
  outboxLastError: icu<{ error: string }>('(last error: {error})'),
  outboxFrameTitle: icu<{ subject: string }>('Message: {subject}'),
  outboxLinks: 'Links in this message',
  outboxTextVersion: 'Text version',
  outboxAttachments: 'Attachments',
  outboxAttachmentLink: icu<{ filename: string; kb: string }>('Download {filename} ({kb} KB)'),
}, compiled);
