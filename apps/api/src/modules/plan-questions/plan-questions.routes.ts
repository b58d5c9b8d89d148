import {
  AlreadyAnsweredSchema,
  CarrierQuestionsSchema,
  CheckAlreadyAnsweredQuerySchema,
  GetCarrierQuestionsQuerySchema,
  GetPlanQuestionsQuerySchema,
  GetPlanQuestionViewQuerySchema,
  PlanQuestionViewSchema,
  PlanQuestionsSchema,
  QuestionnairePlansSchema,
  SaveCarrierQuestionsSchema,
  SaveQuestionAnswersResultSchema,
  SaveQuestionAnswersSchema,
  ok,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { checkAlreadyAnswered, getCarrierQuestions, getPlanQuestions, getPlanQuestionView, getQuestionnairePlans, saveCarrierQuestions, saveQuestionAnswers } from './plan-questions.service.js';

const tags = ['plan questions'];

/** The plan page's questions (spec 000 section 7, Questions) and check-already-answered (Plans). */
const planQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-questions',
    {
      schema: { tags, summary: "A plan's questions, the people a Yes can be about, and the enrollment's saved answers", querystring: GetPlanQuestionsQuerySchema, response: { 200: successSchema(PlanQuestionsSchema) } },
    },
    async (request) => ok(await getPlanQuestions(await request.context(), request.query)),
  );

  app.get(
    '/get-plan-question-view',
    {
      schema: {
        tags,
        summary: "A plan's questions to read (the /PlanQuestionView page): plan name, carrier and questions, for any visitor; no enrollment and no answers",
        querystring: GetPlanQuestionViewQuerySchema,
        response: { 200: successSchema(PlanQuestionViewSchema) },
      },
    },
    async (request) => ok(await getPlanQuestionView(await request.context(), request.query.plan_id)),
  );

  app.get(
    '/get-questionnaire-plans',
    {
      schema: {
        tags,
        summary: 'The plans that ask health questions (the /PlanQuestionView page without a planId lists them to choose from), for any visitor',
        response: { 200: successSchema(QuestionnairePlansSchema) },
      },
    },
    async (request) => ok(await getQuestionnairePlans(await request.context())),
  );

  app.post(
    '/save-question-answers',
    {
      schema: { tags, summary: "Saves the answers to a plan's questions (encrypted); a declining answer answers the decline errorCode", body: SaveQuestionAnswersSchema, response: { 200: successSchema(SaveQuestionAnswersResultSchema) } },
    },
    async (request) => ok(await saveQuestionAnswers(await request.context(), request.body)),
  );

  app.get(
    '/check-already-answered',
    {
      schema: { tags, summary: "Whether the enrollment answered a plan's questions, and the outcome", querystring: CheckAlreadyAnsweredQuerySchema, response: { 200: successSchema(AlreadyAnsweredSchema) } },
    },
    async (request) => ok(await checkAlreadyAnswered(await request.context(), request.query)),
  );

  app.get(
    '/get-aflac-questions',
    {
      schema: { tags, summary: "A plan's supplemental carrier questions and the enrollment's saved answers", querystring: GetCarrierQuestionsQuerySchema, response: { 200: successSchema(CarrierQuestionsSchema) } },
    },
    async (request) => ok(await getCarrierQuestions(await request.context(), request.query)),
  );

  app.post(
    '/save-aflac-questions',
    {
      schema: { tags, summary: 'Saves the supplemental carrier answers once every required-Yes question is Yes', body: SaveCarrierQuestionsSchema, response: { 200: successSchema(CarrierQuestionsSchema) } },
    },
    async (request) => ok(await saveCarrierQuestions(await request.context(), request.body)),
  );
};

export default planQuestionsRoutes;
