import { ok, StoreBootstrapQuerySchema, StoreBootstrapSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { getStoreBootstrap } from './bootstrap.service.js';

const tags = ['sites'];

/**
 * GET get-store-bootstrap (issue 24): one call for what every page's first view needs, so the web's first page view
 * makes one request instead of ten (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md). The calls it
 * stands for keep working; the web files each part under that call's own query.
 */
const bootstrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-store-bootstrap',
    {
      schema: {
        tags,
        summary: "What every page's first view needs: site, theme, header details, menu, categories, the enrollment's filter and cart",
        querystring: StoreBootstrapQuerySchema,
        response: { 200: successSchema(StoreBootstrapSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await getStoreBootstrap(await request.context(), app.tempInfoColumns, { host: q.site_domain, enrollmentId: q.enrollment_id, groupId: q.group_id, agentId: q.agent_id }));
    },
  );
};

export default bootstrapRoutes;
