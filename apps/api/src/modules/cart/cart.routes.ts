import { CartItemRequestSchema, CartSchema, EnrollmentQuerySchema, MoreRequirementQuerySchema, ok, PairedCartItemRequestSchema, CartCountAnswerSchema, CartAmountAnswerSchema, MoreRequirementAnswerSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { addPairedPlansToCart, addPlanToCart, getCartAmount, getCartCount, getMoreRequirement, getPlanCart, removePlanFromCart } from './cart.service.js';

const tags = ['cart'];
const CountResponse = successSchema(CartCountAnswerSchema);
// A cart line is no personal data: its answer need not ask whether the session now holds some (plugins/session.ts).
const cartLine = { savesNoPersonalData: true };

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add-plan-to-cart',
    {
      schema: {
        tags,
        summary: 'Adds a plan at the price the server computes for the enrollment',
        body: CartItemRequestSchema,
        response: { 200: CountResponse },
      },
      // Both of its ways forget or keep right what the session kept of the enrollment (decision 0094).
      config: { ...cartLine, keepsWhatItKept: true },
    },
    async (request) => ok(await addPlanToCart(await request.context(), request.body)),
  );

  app.post(
    '/add-plan-to-cart-prudentials',
    {
      schema: {
        tags,
        summary: 'Adds a plan and its paired plan (plan_id1, plan_pricing_id1): both or neither',
        body: PairedCartItemRequestSchema,
        response: { 200: CountResponse },
      },
      config: cartLine,
    },
    async (request) => ok(await addPairedPlansToCart(await request.context(), request.body)),
  );

  app.get(
    '/get-plan-cart',
    { schema: { tags, summary: 'The cart with its monthly totals', querystring: EnrollmentQuerySchema, response: { 200: successSchema(CartSchema) } } },
    async (request) => ok(await getPlanCart(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/remove-plan-from-cart',
    { schema: { tags, summary: 'Removes a plan from the cart', body: CartItemRequestSchema, response: { 200: CountResponse } }, config: cartLine },
    async (request) => ok(await removePlanFromCart(await request.context(), request.body)),
  );

  // The spec's clients remove with a GET; it stays, refused when a browser says it comes from another site.
  app.get(
    '/remove-plan-from-cart',
    {
      config: { ...cartLine, changesState: true },
      schema: {
        tags,
        summary: 'Removes a plan from the cart (the GET form of the spec; 403 for a cross-site request)',
        querystring: CartItemRequestSchema,
        response: { 200: CountResponse },
      },
    },
    async (request) => ok(await removePlanFromCart(await request.context(), request.query)),
  );

  app.get(
    '/get-cart-count',
    { schema: { tags, summary: 'Number of plans in the cart', querystring: EnrollmentQuerySchema, response: { 200: CountResponse } } },
    async (request) => ok(await getCartCount(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/get-cart-amount',
    {
      schema: {
        tags,
        summary: 'The recurring monthly cost of the cart',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(CartAmountAnswerSchema) },
      },
    },
    async (request) => ok(await getCartAmount(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/get-more-requirement',
    {
      schema: {
        tags,
        summary: 'Whether the premier plan (type MM) is in the cart, or is the named plan: it changes the IC tier label',
        querystring: MoreRequirementQuerySchema,
        response: { 200: successSchema(MoreRequirementAnswerSchema) },
      },
    },
    async (request) => ok(await getMoreRequirement(await request.context(), request.query)),
  );
};

export default cartRoutes;
