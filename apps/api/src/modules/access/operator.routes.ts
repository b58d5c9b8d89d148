import { ok, OperatorMeSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { requireOperator } from './staff-principal.js';

const tags = ['console'];

/**
 * The console's calls about who is signed in (issue 23; prefix /api/v1/admin). Each starts with requireOperator:
 * anyone but a signed-in operator gets 404.
 */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/me',
    { schema: { tags, summary: 'The signed-in operator (404 for anyone else)', response: { 200: successSchema(OperatorMeSchema) } } },
    async (request) => {
      const operator = await requireOperator(request);
      return ok({ email: operator.email, display_name: operator.displayName });
    },
  );
};

export default operatorRoutes;
