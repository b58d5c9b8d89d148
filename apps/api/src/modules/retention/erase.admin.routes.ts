import { EnrollmentIdSchema, ErasableEnrollmentsSchema, EraseFindQuerySchema, EraseRequestSchema, EraseResultSchema, ok } from '@benefit-store/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../access/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import { eraseOnRequest, findErasable } from './erase-on-request.js';

const tags = ['console'];
const EraseParamsSchema = z.object({ id: EnrollmentIdSchema });

/**
 * The console's erase on request (issue 28 item 4; prefix /api/v1/admin): find a person's unfinished enrollments by
 * e-mail or resume code, and erase one's personal data with a reason (recorded in the audit log). Operators only:
 * anyone else gets 404 before the query or body is read.
 */
const eraseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    await requireOperator(request);
  });

  app.get(
    '/admin/erasure/enrollments',
    {
      schema: {
        tags,
        summary: 'Unfinished enrollments holding an e-mail address (by=email) or sent a resume code (by=code)',
        querystring: EraseFindQuerySchema,
        response: { 200: successSchema(ErasableEnrollmentsSchema) },
      },
    },
    async (request) => {
      await requireOperator(request);
      return ok(await findErasable(app.database.db, app.linkKeys, request.query));
    },
  );

  app.post(
    '/admin/erasure/enrollments/:id/erase',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: "Erases an unfinished enrollment's personal data, recording the operator and the reason in the audit log",
        params: EraseParamsSchema,
        body: EraseRequestSchema,
        response: { 200: successSchema(EraseResultSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const actor = { accountId: operator.accountId, email: operator.email, role: operator.role };
      return ok(await eraseOnRequest({ db: app.database.db, now: app.clock.now(), actor, ip: request.ip }, request.params.id, request.body.reason));
    },
  );
};

export default eraseAdminRoutes;
