import {
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  ok,
  TAB_KEYS,
  type HealthStepOptions,
  HealthQuestionSetAnswerSchema,
  ExistingHealthAnswersSchema,
  SaveHealthAnswersResultSchema,
  SavedHealthAnswersSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import {
  checkTabRequired,
  existingHealthInfo,
  getHealthQuestions,
  healthQuestionsFor,
  readHealthInfoAnswer,
  saveHealthInfo,
  saveHealthInfoData,
} from './health-questions.service.js';

const tags = ['enrollment'];

/**
 * The request's shape only (for the OpenAPI document and the fuzz test): the answers are checked in the service
 * against the questions of the enrollment's cart, so one answer lists every problem under its spec path.
 */
const SaveHealthInfoBody = z.object({
  enrollment_id: EnrollmentIdSchema,
  condition_questions: z.unknown().optional(),
  medication_question: z.unknown().optional(),
  notes: z.unknown().optional(),
});

const CheckTabRequiredQuery = z.object({ enrollment_id: EnrollmentIdSchema, tab_name: z.enum(TAB_KEYS) });

/**
 * Health Questions (spec 001 sections 2 to 8): the questions of the cart's plans for the applicant and for dependents
 * (the list key spelled codition_questions, as the spec shows), an existing member's earlier answers, the save, and
 * check-tab-required; the step's get-enrollment-step loader. Save & Continue Later saves through saveHealthInfoData
 * (registered with app.saveLater below).
 */
const healthQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.stepLoaders.register('primary_health_info', {
    options: async (ctx, enrollment): Promise<HealthStepOptions> => ({ questions: await healthQuestionsFor(ctx, enrollment, 'primary') }),
  });
  // get-enrollment-temp-info's health_info: null until saved; the answers decrypted. Entered (or loaded once from the
  // member's record) in this enrollment, so a member-store enrollment sees them too.
  app.tempInfoColumns.register('health_info', { schema: SavedHealthAnswersSchema.nullable(), read: (row, ctx) => readHealthInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('health_info', async (ctx, tx, enrollment, data) => {
    await saveHealthInfoData(ctx, tx, enrollment, data);
  });

  for (const [path, who] of [
    ['/get-health-questions-primary-health-info', 'primary'],
    ['/get-health-questions-dependent-info', 'dependent'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The health questions the plans in the cart ask of ${who === 'primary' ? 'the applicant' : 'a dependent'} (codition_questions, medication_question)`,
          querystring: EnrollmentQuerySchema,
          response: { 200: successSchema(HealthQuestionSetAnswerSchema) },
        },
      },
      async (request) => ok(await getHealthQuestions(await request.context(), request.query.enrollment_id, who)),
    );
  }

  app.get(
    '/get-existing-primary-health-info',
    {
      schema: {
        tags,
        summary: "An existing member's earlier health answers for the questions of this cart (null for others)",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(ExistingHealthAnswersSchema) },
      },
    },
    async (request) => ok(await existingHealthInfo(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/save-primary-health-info',
    {
      schema: {
        tags,
        summary: "Saves the applicant's health answers (stored encrypted); errors under paths like condition_questions.N.conditions.0.date_of_onset",
        body: SaveHealthInfoBody,
        response: { 200: successSchema(SaveHealthAnswersResultSchema) },
      },
    },
    async (request) => ok(await saveHealthInfo(await request.context(), request.body)),
  );

  app.get(
    '/check-tab-required',
    {
      schema: {
        tags,
        summary: 'Whether the enrollment needs the tab (tab_name, e.g. primary_health_info), by the dynamic tabs rule',
        querystring: CheckTabRequiredQuery,
        response: { 200: successSchema(z.object({ result: z.object({ required: z.boolean() }) })) },
      },
    },
    async (request) => ok(await checkTabRequired(await request.context(), request.query.enrollment_id, request.query.tab_name)),
  );
};

export default healthQuestionsRoutes;
