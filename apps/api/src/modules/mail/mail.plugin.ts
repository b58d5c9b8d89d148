import fp from 'fastify-plugin';
import { mailDelivery } from './mail-delivery.job.js';
import { createTransports } from './transports.js';

/**
 * Mail and text messages. Services write messages into the outbox inside their own transactions, each with its
 * delivery job; this plugin gives the job runner the kind that delivers them (over the configured transports).
 */
export default fp(
  async (app) => {
    const transports = createTransports(app.config);
    app.jobs.register(mailDelivery(transports));
    // onClose: after the runner has stopped (preClose), so no send is cut off.
    app.addHook('onClose', async () => {
      for (const transport of Object.values(transports)) transport?.close?.();
    });
  },
  { name: 'mail', dependencies: ['config', 'db', 'jobs'] },
);
