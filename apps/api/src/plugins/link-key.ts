import fp from 'fastify-plugin';
import { linkSigningKey } from '../modules/shared/link-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The key every signed link (quote, member store, resume, direct continue) is signed with: derived once from the
     * server secret, so that routes never handle the session secret itself.
     */
    linkKey: Buffer;
    /**
     * The keys a link or resume code is checked against: linkKey first, then those of SESSION_SECRET_PREVIOUS, so a
     * link or code mailed before a rotation of the secret still opens its enrollment until it expires.
     */
    linkKeys: readonly Buffer[];
  }
}

export default fp(
  async (app) => {
    const current = linkSigningKey(app.config.sessionSecret);
    app.decorate('linkKey', current);
    app.decorate('linkKeys', [current, ...(app.config.previousSessionSecrets ?? []).map(linkSigningKey)]);
  },
  { name: 'link-key', dependencies: ['config'] },
);
