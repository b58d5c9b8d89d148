import fp from 'fastify-plugin';
import { InvoiceWorker } from './invoice-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first-invoice job worker: started with the server alongside the outbox (MAIL_WORKER); tests call runOnce(). */
    invoices: InvoiceWorker;
  }
}

/** The invoice job (callInvoice): polls every 5 s in a real server; inject() in tests never starts it. */
export default fp(
  async (app) => {
    const worker = new InvoiceWorker(app.database.db, { clock: () => app.clock.now(), log: app.log });
    app.decorate('invoices', worker);
    if (app.config.mailWorker) {
      app.addHook('onListen', async () => worker.start());
      app.addHook('preClose', async () => worker.stop());
    }
  },
  { name: 'invoices', dependencies: ['config', 'db'] },
);
