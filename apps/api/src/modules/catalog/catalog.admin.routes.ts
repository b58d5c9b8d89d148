import {
  AdminCategoryCountsSchema,
  AdminPlanDetailSchema,
  AdminPlanListQuerySchema,
  AdminPlanPageSchema,
  AdminPlanParamsSchema,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../access/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { getAdminPlan, listAdminCategories, listAdminPlans } from './catalog-admin.service.js';

const tags = ['console'];

/**
 * The console's read-only catalog calls (issue 23 item 5; prefix /api/v1/admin/catalog). The operator check runs on
 * request, before the query or address is read: anyone but a signed-in operator gets the same 404 whatever they send.
 */
const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });

  app.get(
    '/admin/catalog/plans',
    {
      schema: {
        tags,
        summary: 'The catalog plans, a page at a time: by category, searched and sorted (operators only)',
        querystring: AdminPlanListQuerySchema,
        response: { 200: successSchema(AdminPlanPageSchema) },
      },
    },
    async (request) => ok(await listAdminPlans(await request.context(), request.query)),
  );

  app.get(
    '/admin/catalog/plans/:slug',
    {
      schema: {
        tags,
        summary: 'One plan with its texts, rules, fees, facts and every rate (operators only)',
        params: AdminPlanParamsSchema,
        response: { 200: successSchema(AdminPlanDetailSchema) },
      },
    },
    async (request) => ok(await getAdminPlan(await request.context(), request.params.slug)),
  );

  app.get(
    '/admin/catalog/categories',
    { schema: { tags, summary: 'Every plan category with its plan count (operators only)', response: { 200: successSchema(AdminCategoryCountsSchema) } } },
    async (request) => ok(await listAdminCategories(await request.context())),
  );
};

export default catalogAdminRoutes;
