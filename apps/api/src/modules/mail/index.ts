// The mail module's door: what other modules and plugins/ may use. Mail and text messages: the outbox, its delivery job and
// transports. Everything else in this folder is its own (eslint/api-module-boundaries.js).
export { enqueueMessage } from './enqueue-message.js';
export { isSmsAvailable } from './transports.js';
export { moveSessionMessages } from './session-messages.js';
export { outboxBacklog, type OutboxBacklog } from './outbox-stats.js';
export { AttachmentRenderers, type AttachmentReference, type AttachmentRenderer, type AttachmentSource } from './attachment-renderers.js';
