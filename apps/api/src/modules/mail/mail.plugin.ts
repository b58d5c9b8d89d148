import fp from 'fastify-plugin';
import { AttachmentRenderers } from './attachment-renderers.js';
import { mailDelivery } from './mail-delivery.job.js';
import { createTransports } from './transports.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How each kind of mail attachment is rendered from its reference: the module owning a kind registers it. */
    mailAttachments: AttachmentRenderers;
  }
}

/**
 * Mail and text messages. Services write messages into the outbox inside their own transactions, each with its
 * delivery job; this plugin gives the job runner the kind that delivers them (over the configured transports).
 */
export default fp(
  async (app) => {
    const transports = createTransports(app.config);
    const attachments = new AttachmentRenderers();
    app.decorate('mailAttachments', attachments);
    app.jobs.register(mailDelivery(transports, { attachments }));
    // onClose: after the runner has stopped (preClose), so no send is cut off.
    app.addHook('onClose', async () => {
      for (const transport of Object.values(transports)) transport?.close?.();
    });
  },
  { name: 'mail', dependencies: ['config', 'db', 'jobs'] },
);
