import {
  AlreadyInCartSchema,
  CartCheckQuerySchema,
  CartHoldsSchema,
  CheckAlreadyInCartBodySchema,
  CheckHouseholdPlanQuerySchema,
  HouseholdPlanCheckSchema,
  ok,
  PlanByHashSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../shared/envelope-schema.js';
import { checkAlreadyInCart, checkDisabilityPlan, checkHouseholdCart, checkHouseholdPlan, planByHash } from './household-plans.service.js';

const tags = ['plans'];

/**
 * The household-priced carrier plans' calls (spec 000 section 7, "Plans"): check-prudential-plan,
 * check-prudential-cart, check-disability-plan, check-already-in-cart and GET {hash}. The dependents themselves are
 * stored with store-temp-dependent-info (enrollment/people).
 */
const householdPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-prudential-plan',
    {
      schema: {
        tags,
        summary: "Whether the plan's price depends on the spouse's age and the children for the enrollment's tier, and the stored spouse's date of birth",
        querystring: CheckHouseholdPlanQuerySchema,
        response: { 200: successSchema(HouseholdPlanCheckSchema) },
      },
    },
    async (request) => ok(await checkHouseholdPlan(await request.context(), request.query)),
  );

  app.get(
    '/check-prudential-cart',
    {
      schema: {
        tags,
        summary: 'Whether the cart holds a carrier plan priced on the household',
        querystring: CartCheckQuerySchema,
        response: { 200: successSchema(CartHoldsSchema) },
      },
    },
    async (request) => ok(await checkHouseholdCart(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/check-disability-plan',
    {
      schema: {
        tags,
        summary: 'Whether the cart holds a disability income plan',
        querystring: CartCheckQuerySchema,
        response: { 200: successSchema(CartHoldsSchema) },
      },
    },
    async (request) => ok(await checkDisabilityPlan(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/check-already-in-cart',
    {
      schema: {
        tags,
        summary: 'Whether the plan is already in the cart, at which pricing row and price',
        body: CheckAlreadyInCartBodySchema,
        response: { 200: successSchema(AlreadyInCartSchema) },
      },
    },
    async (request) => ok(await checkAlreadyInCart(await request.context(), request.body)),
  );

  // Last of the API's GET routes by nature: a parameter route, so every named call wins over it.
  app.get(
    '/:hash',
    {
      schema: {
        tags,
        summary: "The plan a plan card's share hash names, with its page's path (404 for anything else)",
        params: z.object({ hash: z.string() }),
        response: { 200: successSchema(PlanByHashSchema) },
      },
    },
    async (request) => ok(await planByHash(await request.context(), request.params.hash)),
  );
};

export default householdPlanRoutes;
