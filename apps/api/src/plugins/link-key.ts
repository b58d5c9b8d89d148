import fp from 'fastify-plugin';
import { linkSigningKey } from '../modules/shared/link-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The key every signed link (quote, member store, resume, direct continue) is signed with: derived once from the
     * server secret, so that routes never handle the session secret itself.
     */
    linkKey: Buffer;
  }
}

export default fp(
  async (app) => {
    app.decorate('linkKey', linkSigningKey(app.config.sessionSecret));
  },
  { name: 'link-key', dependencies: ['config'] },
);
