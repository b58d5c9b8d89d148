import fp from 'fastify-plugin';
import { OutboxWorker } from './outbox-worker.js';
import { createTransports } from './transports.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker: started with the server (config.mailWorker); tests call runOnce() themselves. */
    outbox: OutboxWorker;
  }
}

/**
 * Mail and text messages. Services write messages into the outbox inside their own transactions; this plugin owns
 * the worker that delivers them. After any successful write request the worker is woken, so a message written by
 * it goes out at once instead of at the next idle poll.
 */
export default fp(
  async (app) => {
    const worker = new OutboxWorker(app.database.db, createTransports(app.config), { log: app.log, clock: () => app.clock.now() });
    app.decorate('outbox', worker);
    if (app.config.mailWorker) {
      // onListen: only a real server delivers mail; inject() in tests never starts the worker.
      app.addHook('onListen', async () => worker.start());
      // preClose: stop before the database plugin closes the connection.
      app.addHook('preClose', async () => worker.stop());
    }
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) worker.wake();
    });
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
