import { API_MESSAGES, ERROR_CODES, fail, ok } from '@benefit-store/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../shared/app-error.js';
import { verifyStripeEvent } from './stripe-provider.js';
import { handleStripeEvent } from './webhooks.js';

/** Stripe signs each webhook over the exact bytes it sent: the body is kept as bytes, never parsed and re-serialised. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/v1/payments/webhooks/stripe (issue 25 item 3): Stripe's events, verified by their Stripe-Signature with
 * STRIPE_WEBHOOK_SECRET (400 on a bad or missing one, nothing recorded), then recorded once and applied to the
 * charge (webhooks.ts); a replay answers 200 and changes nothing. No session, no site: the caller is Stripe's server,
 * which sends none of the headers the cross-site check reads. 404 unless PAYMENT_PROVIDER=stripe.
 */
const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/webhooks/stripe',
    { schema: { tags: ['payments'], summary: "Stripe's webhook events: verified by signature, recorded once, applied to the charges (charge.refunded, payment_intent.payment_failed, payment_intent.succeeded)" } },
    async (request, reply) => {
      const stripe = app.config.payments?.provider === 'stripe' ? app.config.payments.stripe : null;
      if (!stripe) throw AppError.notFound();
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      const event = body ? verifyStripeEvent(stripe, body, typeof signature === 'string' ? signature : undefined) : null;
      if (!event) return reply.code(400).send(fail(API_MESSAGES.badRequest, ERROR_CODES.badRequest));
      const fresh = await handleStripeEvent(app.database.db, event, app.clock.now());
      return ok({ received: true, duplicate: !fresh });
    },
  );
};

export default paymentWebhookRoutes;
