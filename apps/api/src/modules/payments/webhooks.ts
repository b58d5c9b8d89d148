import type { Db } from '../../db/client.js';
import { paymentWebhookEvents } from '../../db/schema/index.js';
import type Stripe from 'stripe';
import { applyProcessorUpdate } from './charges.js';

/** Records a processor's event once: false when its id was recorded before (a replay, a retry), which changes nothing. */
export async function recordWebhookEvent(tx: Db, event: { processor: string; eventId: string; type: string; payload: unknown; now: Date }): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values({ processor: event.processor, eventId: event.eventId, type: event.type, payload: event.payload, receivedAt: event.now })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}

/** The event types applied to charges; every other verified event is recorded and otherwise left alone. */
export const APPLIED_STRIPE_EVENTS = ['charge.refunded', 'payment_intent.payment_failed', 'payment_intent.succeeded'] as const;

/**
 * A verified Stripe event, in one transaction: recorded once, then applied to the charge of its PaymentIntent (our
 * processor charge id). Answers whether it was new.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, { processor: 'stripe', eventId: event.id, type: event.type, payload: event, now });
    if (!fresh) return false;
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intent) await applyProcessorUpdate(tx, { processorChargeId: intent, kind: 'refunded', refundedCents: charge.amount_refunded }, now);
    } else if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      await applyProcessorUpdate(tx, { processorChargeId: intent.id, kind: 'failed', message: intent.last_payment_error?.message ?? undefined }, now);
    } else if (event.type === 'payment_intent.succeeded') {
      await applyProcessorUpdate(tx, { processorChargeId: event.data.object.id, kind: 'succeeded' }, now);
    }
    return true;
  });
}
