import fp from 'fastify-plugin';
import type { SiteContext } from '../modules/shared/request-context.js';
import { DEFAULT_SITE, resolveSite } from '../modules/sites/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteContext;
  }
}

export { DEFAULT_SITE };

const isApi = (url: string) => url.startsWith('/api/');

/**
 * Resolves the site once per request, before any handler, so services never look at hosts, paths or hints
 * (modules/sites/site-resolver.ts says how). Static files and the SPA fallback need no site and skip the lookup.
 * It runs in preValidation: after the rate limit (onRequest), so a refused request costs no lookup.
 */
export default fp(
  async (app) => {
    app.decorateRequest('site', null as unknown as SiteContext);
    app.addHook('onRequest', async (request) => {
      request.site = DEFAULT_SITE;
    });
    app.addHook('preValidation', async (request) => {
      if (!isApi(request.url)) return;
      request.site = await resolveSite(app.database.db, { host: request.headers.host, query: request.query, headers: request.headers });
    });
  },
  { name: 'site-context', dependencies: ['db'] },
);
