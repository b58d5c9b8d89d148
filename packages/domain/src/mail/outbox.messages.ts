/**
 * The web's own texts of the development outbox page.
 * Apart from WEB_MESSAGES so the landing page does not carry them (a catalog split by area); each text once
 * across all catalogs (messages.test.ts).
 */
export const OUTBOX_WEB_MESSAGES = {
  // Mail outbox (demo).
  outboxTitle: 'Outbox',
  outboxEmpty: 'No messages yet. This page shows only the messages sent from this browser.',
} as const;
