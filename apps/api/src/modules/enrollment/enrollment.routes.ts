import {
  ChangeFilterAnswerSchema,
  ChangeFilterSchema,
  EnrollmentIdSchema,
  NewUserFilterSchema,
  ok,
  TempEnrollmentAnswerSchema,
  ZipPlaceSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../shared/envelope-schema.js';
import { changeFilter, createEnrollment, validateZip } from './enrollment.service.js';

const tags = ['enrollment'];
const TempIdResponse = successSchema(TempEnrollmentAnswerSchema);

const enrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add-filter-for-new-user',
    {
      schema: {
        tags,
        summary: 'Creates the temporary enrollment from the landing filter form',
        body: NewUserFilterSchema,
        response: { 200: TempIdResponse },
      },
    },
    async (request, reply) => ok(await createEnrollment(await request.contextWithSession(reply), request.body)),
  );

  app.put(
    '/change-filter-info/:tempId',
    {
      schema: {
        tags,
        summary: 'Changes the given filter fields and re-prices the cart (the answer counts the cart lines repriced and removed)',
        params: z.object({ tempId: EnrollmentIdSchema }),
        body: ChangeFilterSchema,
        response: { 200: successSchema(ChangeFilterAnswerSchema) },
      },
    },
    async (request) => ok(await changeFilter(await request.context(), request.params.tempId, request.body)),
  );

  app.get(
    '/validate-zip-code',
    {
      schema: {
        tags,
        summary: 'The state and city of a US zip code',
        // Shape only here: the zip rules run in the service so that every refusal names the form field `zip`.
        querystring: z.object({ zip_code: z.string().max(32).optional() }),
        response: { 200: successSchema(ZipPlaceSchema) },
      },
    },
    async (request) => ok(validateZip(request.query.zip_code ?? '')),
  );
};

export default enrollmentRoutes;
