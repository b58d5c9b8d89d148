import { EnrollmentQuerySchema, ok, DynamicTabsAnswerSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { getDynamicTabs } from './dynamic-tabs.service.js';

/** Under /api/v1; the same call is also served without the prefix, as the spec lists it (enrollment-step.routes.ts). */
const dynamicTabsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-dynamic-tabs',
    {
      schema: {
        tags: ['enrollment'],
        summary: "The wizard's tabs with whether this enrollment needs each, and their order",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(DynamicTabsAnswerSchema) },
      },
    },
    async (request) => ok(await getDynamicTabs(await request.context(), request.query.enrollment_id)),
  );
};

export default dynamicTabsRoutes;
