import {
  LeftSideFilterSchema,
  PlanDetailSchema,
  PlanPricingDetailSchema,
  EnrollmentIdSchema,
  FilteredPlansSchema,
  idSchema,
  ok,
  optionalEnrollmentId,
  PLAN_CATEGORIES,
  requiredChoice,
  PlanCategoriesSchema,
  CommonMenuEnvelopeSchema,
  PlanNetworksSchema,
  RelatedPlansSchema,
  FeaturedPlansAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendMemoized } from '../shared/answer-memo.js';
import { successSchema } from '../shared/envelope-schema.js';
import { categoryListSchema, planNetworkSchema, siteHintShape } from '../shared/query-fields.js';
import { filteredPlansListing, getCommonMenu, getMenuFilteredPlans, getPlanCategories } from './catalog.service.js';
import { getFeaturedPlans } from './featured-plans.service.js';
import { getPlanDetail, getRelatedPlans, planPricingAnswer } from './plan-detail.service.js';
import { getLeftSideFilterFields, getPlanNetworks } from './side-filters.service.js';

const tags = ['catalog'];

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-plan-category',
    { schema: { tags, summary: 'Every plan category, in menu order', response: { 200: successSchema(PlanCategoriesSchema) } } },
    async (request) => ok(await getPlanCategories(await request.context())),
  );

  app.get(
    '/get-common-menu',
    {
      schema: {
        tags,
        summary: "The categories with plans on this visitor's site",
        querystring: z.object({ ...siteHintShape, enrollment_id: optionalEnrollmentId }),
        response: { 200: CommonMenuEnvelopeSchema },
      },
    },
    async (request) => {
      const { items, categoryOrder } = await getCommonMenu(await request.context());
      return { ...ok(items), category_order: categoryOrder };
    },
  );

  app.get(
    '/get-filtered-plans',
    {
      schema: {
        tags,
        summary: "Plans priced for the enrollment's filter, grouped by category",
        querystring: z.object({ enrollment_id: EnrollmentIdSchema, categories: categoryListSchema, plan_network: planNetworkSchema }),
        response: { 200: successSchema(FilteredPlansSchema) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const listing = await filteredPlansListing(await request.context(), { enrollmentId: q.enrollment_id, categories: q.categories, network: q.plan_network });
      // The same facts answer the same cards: priced, checked and serialized once (shared/answer-memo.ts).
      return sendMemoized(request, reply, listing.snapshot, `${request.locale}|${listing.key}`, () => ok(listing.answer()));
    },
  );

  app.get(
    '/get-menu-filtered-plans',
    {
      schema: {
        tags,
        summary: 'One category of plans; "from" prices without an enrollment',
        querystring: z.object({
          ...siteHintShape,
          category: requiredChoice(PLAN_CATEGORIES),
          plan_network: planNetworkSchema,
          enrollment_id: optionalEnrollmentId,
        }),
        response: { 200: successSchema(FilteredPlansSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const ctx = await request.context();
      return ok(await getMenuFilteredPlans(ctx, { category: q.category, network: q.plan_network, enrollmentId: q.enrollment_id }));
    },
  );

  app.get(
    '/get-left-side-filter-fields',
    {
      schema: {
        tags,
        summary: 'The categories of the side filter: those with plans this enrollment can buy',
        querystring: z.object({ enrollment_id: EnrollmentIdSchema }),
        response: { 200: successSchema(LeftSideFilterSchema) },
      },
    },
    async (request) => ok(await getLeftSideFilterFields(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/get-plan-network',
    {
      schema: {
        tags,
        summary: 'The medical networks, for the network dropdown',
        querystring: z.object({ ...siteHintShape, enrollment_id: optionalEnrollmentId }),
        response: { 200: successSchema(PlanNetworksSchema) },
      },
    },
    async (request) => ok(await getPlanNetworks(await request.context())),
  );

  app.get(
    '/get-plan-detail/:planId',
    {
      schema: {
        tags,
        summary: "A plan's name and description",
        params: z.object({ planId: idSchema }),
        response: { 200: successSchema(PlanDetailSchema) },
      },
    },
    async (request) => ok(await getPlanDetail(await request.context(), request.params.planId)),
  );

  // The plan page's prices: pricePlan's answer for the enrollment. -elevate is the member portal's name for the same call.
  for (const path of ['/get-plan-pricing-detail', '/get-plan-pricing-detail-elevate']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'A plan priced for the enrollment: a card per tier, or the errorCode and message of the rule that refuses it',
          querystring: z.object({ pid: idSchema, enrollment_id: EnrollmentIdSchema }),
          response: { 200: successSchema(PlanPricingDetailSchema) },
        },
      },
      async (request, reply) => {
        const priced = await planPricingAnswer(await request.context(), request.query);
        return sendMemoized(request, reply, priced.snapshot, `${request.locale}|${priced.key}`, () => ok(priced.answer()));
      },
    );
  }

  app.get(
    '/get-related-plans',
    {
      schema: {
        tags,
        summary: "The plan page's suggested products, priced for the enrollment",
        querystring: z.object({ enrollment_id: EnrollmentIdSchema, plan_id: idSchema }),
        response: { 200: successSchema(RelatedPlansSchema) },
      },
    },
    async (request) => ok(await getRelatedPlans(await request.context(), request.query)),
  );

  app.get(
    '/get-featured-plans',
    {
      schema: {
        tags,
        summary: "The site's featured plans",
        querystring: z.object(siteHintShape),
        response: { 200: successSchema(FeaturedPlansAnswerSchema) },
      },
    },
    async (request) => ok(await getFeaturedPlans(await request.context())),
  );
};

export default catalogRoutes;
