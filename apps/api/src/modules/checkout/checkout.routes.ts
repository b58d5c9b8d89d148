import {
  CartCheckoutResultSchema,
  CartCheckoutSchema,
  EffectiveDatesSchema,
  EnrollmentQuerySchema,
  ok,
  SaveScreenshotSchema,
  SCREENSHOT_MAX_BYTES,
  SuggestedPlanQuerySchema,
  ScreenshotSavedAnswerSchema,
  SuggestedPlanListSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../shared/envelope-schema.js';
import { cartCheckout, getCartEffectiveDates, saveScreenshot } from './checkout.service.js';
import { getSuggestedPlans } from './suggested-plans.service.js';

const tags = ['checkout'];

/**
 * Room for a base64 PNG of SCREENSHOT_MAX_BYTES (4/3 larger) plus the other fields. Bodies between the decoded cap and
 * this limit reach the service, which answers the same 413 envelope the transport gives above it.
 */
const SCREENSHOT_BODY_LIMIT = Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * 1024;

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-cart-effective-dates',
    {
      schema: {
        tags,
        summary: 'The effective dates the cart offers: every 1st and 15th after today, up to two months ahead',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(EffectiveDatesSchema) },
      },
    },
    async (request) => ok(await getCartEffectiveDates(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/cart-checkout',
    {
      schema: {
        tags,
        summary: 'Checks the cart out with an offered effective date; refuses an empty cart',
        body: CartCheckoutSchema,
        response: { 200: successSchema(CartCheckoutResultSchema) },
      },
    },
    async (request) => ok(await cartCheckout(await request.context(), request.body)),
  );

  app.post(
    '/save-screenshot',
    {
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Keeps a PNG of the cart as seen at checkout with the enrollment (at most 2 MB)',
        body: SaveScreenshotSchema,
        response: { 200: successSchema(ScreenshotSavedAnswerSchema) },
      },
    },
    async (request) => ok(await saveScreenshot(await request.context(), request.body, app.limiter)),
  );

  for (const path of ['/get-suggested-plan-list', '/get-suggested-plan-list-new']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'The member checkout popups: term life, then the dental or vision bundle, when the cart lacks them',
          querystring: SuggestedPlanQuerySchema,
          response: { 200: successSchema(SuggestedPlanListSchema) },
        },
      },
      async (request) => ok(await getSuggestedPlans(await request.context(), request.query)),
    );
  }
};

export default checkoutRoutes;
