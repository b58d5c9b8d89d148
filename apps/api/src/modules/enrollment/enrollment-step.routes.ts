import { EnrollmentQuerySchema, EnrollmentStepQuerySchema, EnrollmentStepSchema, ok, DynamicTabsAnswerSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { getDynamicTabs } from './dynamic-tabs.service.js';
import { getEnrollmentStep } from './enrollment-step.service.js';

/** GET get-enrollment-step (under /api/v1): one request per wizard step (enrollment-step.service.ts). */
const enrollmentStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-enrollment-step',
    {
      schema: {
        tags: ['enrollment'],
        summary: "A wizard step's bootstrap: tabs, saved tabs, field definitions, saved value (SSN masked) and options",
        querystring: EnrollmentStepQuerySchema,
        response: { 200: successSchema(EnrollmentStepSchema) },
      },
    },
    async (request) => ok(await getEnrollmentStep(await request.context(), { loaders: app.stepLoaders, columns: app.tempInfoColumns }, request.query.enrollment_id, request.query.tab)),
  );
};

/**
 * GET /get-dynamic-tabs without the /api/v1 prefix, as the spec lists it (001 section 7): the same call as
 * /api/v1/get-dynamic-tabs, registered at the root.
 */
export const unprefixedDynamicTabsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-dynamic-tabs',
    {
      schema: {
        tags: ['enrollment'],
        summary: 'get-dynamic-tabs without the /api/v1 prefix (the spec\'s path); same answer',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(DynamicTabsAnswerSchema) },
      },
    },
    async (request) => ok(await getDynamicTabs(await request.context(), request.query.enrollment_id)),
  );
};

export default enrollmentStepRoutes;
