import { DependentInfoSchema, EnrollmentIdSchema, StoreDependentInfoSchema, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import { getDependentInfo, storeDependentInfo } from './dependent-info.service.js';

const tags = ['enrollment'];

/** The enrollment's dependents as the plans pages ask for them (spouse's birth date, number of children). */
const dependentInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/store-temp-dependent-info',
    {
      schema: {
        tags,
        summary: "Stores the spouse's date of birth and the number of children for the enrollment's tier",
        body: StoreDependentInfoSchema,
        response: { 200: successSchema(DependentInfoSchema) },
      },
    },
    async (request) => ok(await storeDependentInfo(await request.context(), request.body)),
  );

  app.get(
    '/get-temp-dependent-info',
    {
      schema: {
        tags,
        summary: "The enrollment's stored dependent information",
        querystring: z.object({ enrollment_id: EnrollmentIdSchema }),
        response: { 200: successSchema(DependentInfoSchema) },
      },
    },
    async (request) => ok(await getDependentInfo(await request.context(), request.query.enrollment_id)),
  );
};

export default dependentInfoRoutes;
