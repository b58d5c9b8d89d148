import {
  AssociationQuerySchema,
  CohortQuerySchema,
  DecryptDetailSchema,
  ok,
  PlanDetailsQuerySchema,
  RecommendationResultSchema,
  DecryptedDetailListSchema,
  RecommendedPlanListSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import {
  associationRecommendations,
  decryptDetail,
  filterRecommendations,
  popularityRecommendations,
  recommendedPlanDetails,
} from './recommendation.service.js';

const tags = ['recommendations'];
const Result = { 200: successSchema(RecommendationResultSchema) };

/** The benefit service (registered under BENEFIT_API_PREFIX, /benefit-api/v1). */
const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/decrypt-detail',
    {
      schema: { tags, summary: "Resolves the client's site ids to records that exist", body: DecryptDetailSchema, response: { 200: successSchema(DecryptedDetailListSchema) } },
    },
    async (request) => ok(await decryptDetail(await request.context(), request.body)),
  );

  app.get(
    '/recommendation/association',
    { schema: { tags, summary: 'Plans most often bought together with the given plans (or the cart)', querystring: AssociationQuerySchema, response: Result } },
    async (request) => ok(await associationRecommendations(await request.context(), request.query)),
  );

  app.get(
    '/recommendation/popularity',
    { schema: { tags, summary: 'What people of the same age band, gender, tier and state bought most', querystring: CohortQuerySchema, response: Result } },
    async (request) => ok(await popularityRecommendations(await request.context(), request.query)),
  );

  app.get(
    '/recommendation/filter',
    { schema: { tags, summary: "Plans matching the visitor's filters, ranked", querystring: CohortQuerySchema, response: Result } },
    async (request) => ok(await filterRecommendations(await request.context(), request.query)),
  );

  app.get(
    '/recommendation/plan-details',
    {
      schema: { tags, summary: 'The cards of the given plans, in order', querystring: PlanDetailsQuerySchema, response: { 200: successSchema(RecommendedPlanListSchema) } },
    },
    async (request) => ok(await recommendedPlanDetails(await request.context(), request.query.plan_list ?? [])),
  );
};

export default recommendationRoutes;
