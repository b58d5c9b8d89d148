import { ENROLLMENT_COLUMNS, EnrollmentIdSchema, MESSAGES, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../shared/envelope-schema.js';
import { getTempInfo } from './temp-info.js';

const tags = ['enrollment'];

/**
 * GET get-enrollment-temp-info. Its answer is one of the columns' schemas, and the wizard steps register their
 * columns in their own routes plugins: app.ts registers this plugin after every step's, and a column without a
 * reader (or one registered later) stops the start (temp-info-column-registry.ts).
 */
const tempInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-enrollment-temp-info',
    {
      schema: {
        tags,
        summary: 'One column of the temporary enrollment (a member-store enrollment withholds the member\'s birth date, zip and gender)',
        querystring: z.object({ enrollment_id: EnrollmentIdSchema, column: z.enum(ENROLLMENT_COLUMNS, { error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidChoice) }) }),
        response: { 200: successSchema(app.tempInfoColumns.answerSchema()) },
      },
    },
    async (request) => ok(await getTempInfo(await request.context(), app.tempInfoColumns, request.query.enrollment_id, request.query.column)),
  );
};

export default tempInfoRoutes;
