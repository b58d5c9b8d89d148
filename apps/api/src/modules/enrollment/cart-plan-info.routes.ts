import { CartPlanInfoAnswerSchema, EnrollmentQuerySchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { cartPlanInfo } from './cart-plan-info.js';
import { requireHeldEnrollment } from '../enrollment-record/index.js';

const tags = ['enrollment'];

/** GET get-cart-plan-info (spec 001 section 7); get-more-requirement, the premier flag, is the cart module's. */
const cartPlanInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-cart-plan-info',
    {
      schema: {
        tags,
        summary: 'Whether an IHA plan is in the cart (the employer step may be skipped) and whether the tier covers a spouse',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(CartPlanInfoAnswerSchema) },
      },
    },
    async (request) => {
      const ctx = await request.context();
      const facts = await cartPlanInfo(ctx, await requireHeldEnrollment(ctx, request.query.enrollment_id));
      return ok({ is_IHA: facts.is_IHA, has_spouse: facts.has_spouse });
    },
  );
};

export default cartPlanInfoRoutes;
