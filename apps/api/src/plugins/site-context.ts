import fp from 'fastify-plugin';
import type { SiteContext } from '../modules/shared/request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
}

/** The one site served until issue 3 resolves sites from the host name, landing paths and referral links. */
export const DEFAULT_SITE: SiteContext = Object.freeze({
  key: 'premier',
  kind: 'default',
  agentId: null,
  groupId: null,
  portalId: null,
});

/** Resolves the site once per request, before any handler, so services never look at hosts or paths. */
export default fp(
  async (app) => {
    app.decorateRequest('site', null as unknown as SiteContext);
    app.addHook('onRequest', async (request) => {
      request.site = DEFAULT_SITE;
    });
  },
  { name: 'site-context' },
);
