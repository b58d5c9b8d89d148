import fp from 'fastify-plugin';
import { comesFromAnotherSite, crossSiteError, STATE_CHANGING_METHODS } from '../modules/shared/refuse-cross-site.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the spec's GET remove-plan-from-cart): checked like a POST (cross-site-writes.ts). */
    changesState?: boolean;
  }
}

/**
 * Every call that changes state (POST, PUT, PATCH, DELETE, and a GET whose route says `config.changesState`) is
 * refused with 403 when a browser sent it from another site's page (modules/shared/refuse-cross-site.ts; decision
 * 0082). The check is a preParsing hook: after the routes' own onRequest hooks, so the console still answers a
 * stranger 404 before anything else, and before the body is read or any handler runs, so a refused call changes
 * nothing and costs no parsing.
 */
export default fp(
  async (app) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const changesState = STATE_CHANGING_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
      if (changesState && comesFromAnotherSite(request)) throw crossSiteError();
      return payload;
    });
  },
  { name: 'cross-site-writes', dependencies: ['config'] },
);
