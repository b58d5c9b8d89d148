import Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';
import type { ChargeResult, PaymentProvider, RefundResult, TokenizeResult } from './payment-provider.js';

export type { StripeSettings };

export const STRIPE_DEFAULT_API_BASE = 'https://api.stripe.com';

/** The SDK's client, pointed at apiBase when given (host, port and protocol: the SDK's own settings). */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    // Retries are ours to decide (a completion is retried by its caller with the same idempotency key).
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe's brand codes as the receipt and the console name them (payment-provider.ts cardBrand's words). */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

const isStripeError = (err: unknown): err is Stripe.errors.StripeError => err instanceof Stripe.errors.StripeError;

/**
 * Stripe behind the provider interface (issue 25 item 3; decision 0085). Cards never reach our server: the browser
 * creates a PaymentMethod with the publishable key and sends us its id; the first premium is one PaymentIntent,
 * created and confirmed in one call with our idempotency key as Stripe's Idempotency-Key, so a repeat never charges
 * again. A refund (or a void, which is a refund of the whole amount before settlement) is a Refund of that intent.
 */
export function createStripeProvider(settings: StripeSettings, options: { chargeLater?: boolean } = {}): PaymentProvider {
  const stripe = stripeClient(settings);
  // PAYMENT_CHARGE_AT=effective_date: at billing the method is attached to a Customer, so it can be charged off session.
  const prepareForLaterCharge: PaymentProvider['prepareForLaterCharge'] = async (paymentToken, description) => {
    try {
      const customer = await stripe.customers.create({ description }, { idempotencyKey: `customer:${paymentToken}` });
      await stripe.paymentMethods.attach(paymentToken, { customer: customer.id }, { idempotencyKey: `attach:${paymentToken}` });
      return { customerId: customer.id };
    } catch (err) {
      if (isStripeError(err) && (err.type === 'StripeCardError' || err.type === 'StripeInvalidRequestError')) return null;
      throw err;
    }
  };
  return {
    name: 'stripe',
    ...(options.chargeLater ? { prepareForLaterCharge } : {}),
    browserTokenization: { publishableKey: settings.publishableKey, apiBase: settings.apiBase ?? STRIPE_DEFAULT_API_BASE },
    // With Stripe the server never takes a card number: billing-info.service.ts refuses it before this is reached.
    tokenizeCard(): Promise<TokenizeResult> {
      return Promise.resolve({ ok: false, reason: 'unavailable' });
    },
    async paymentMethod(id) {
      try {
        const method = await stripe.paymentMethods.retrieve(id);
        if (!method.card) return null;
        return {
          brand: BRANDS[method.card.brand] ?? 'Card',
          last4: method.card.last4,
          expirationMonth: String(method.card.exp_month).padStart(2, '0'),
          expirationYear: String(method.card.exp_year),
        };
      } catch (err) {
        if (isStripeError(err) && err.type === 'StripeInvalidRequestError') return null;
        throw err;
      }
    },
    async charge(request): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: request.paymentToken,
            confirm: true,
            // A card form, no redirect-based methods: the person is at the review page, not at a bank's page.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            metadata: request.metadata,
            // On the effective date: the Customer the method was attached to at billing, charged with nobody there.
            ...(request.customerId ? { customer: request.customerId } : {}),
            ...(request.offSession ? { off_session: true } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
        // Accepted, not settled: not paid until its payment_intent.succeeded webhook.
        if (intent.status === 'processing') return { status: 'pending', chargeId: intent.id };
        return { status: 'declined', chargeId: intent.id, message: intent.last_payment_error?.message ?? `Payment ${intent.status}` };
      } catch (err) {
        if (isStripeError(err) && err.type === 'StripeCardError') {
          return { status: 'declined', chargeId: err.payment_intent?.id ?? null, message: err.message };
        }
        // A token Stripe does not know (a card saved under another provider, a detached method): that card cannot be
        // charged, so the person is asked for another one rather than to try again.
        if (isStripeError(err) && err.type === 'StripeInvalidRequestError' && err.param === 'payment_method') {
          return { status: 'declined', chargeId: null, message: err.message };
        }
        return { status: 'unavailable' };
      }
    },
    async refund(request): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.chargeId, ...(request.amountCents !== undefined ? { amount: request.amountCents } : {}) },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', message: refund.failure_reason ?? refund.status };
        return { status: 'succeeded', refundId: refund.id };
      } catch (err) {
        return { status: 'failed', message: isStripeError(err) ? err.message : 'The processor could not be reached.' };
      }
    },
  };
}

/** A webhook's event when its signature holds (STRIPE_WEBHOOK_SECRET), else null. */
export function verifyStripeEvent(settings: StripeSettings, payload: Buffer | string, signature: string | undefined): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
  } catch {
    return null;
  }
}
