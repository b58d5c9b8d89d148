import type { Db } from '../../db/client.js';
import { paymentWebhookEvents } from '../../db/schema/index.js';
import type Stripe from 'stripe';
import { applyProcessorUpdate } from './charges.js';

/**
 * What is kept of a processor's event: its id and type, the object's id and status, the amounts and our idempotency
 * key. Nothing else of the payload (the billing name, e-mail, address, card details) is stored (decision 0085).
 */
export interface RecordedEvent {
  processor: string;
  eventId: string;
  type: string;
  objectId: string | null;
  objectStatus: string | null;
  amountCents: number | null;
  amountRefundedCents: number | null;
  idempotencyKey: string | null;
  now: Date;
}

/** Records a processor's event once: false when its id was recorded before (a replay, a retry), which changes nothing. */
export async function recordWebhookEvent(tx: Db, event: RecordedEvent): Promise<boolean> {
  const { now, ...values } = event;
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values({ ...values, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}

/** The event types applied to charges; every other verified event is recorded and otherwise left alone. */
export const APPLIED_STRIPE_EVENTS = ['charge.refunded', 'payment_intent.payment_failed', 'payment_intent.processing', 'payment_intent.succeeded'] as const;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * A verified Stripe event, in one transaction: recorded once (the fields applied only), then applied to the charge of
 * our idempotency key (the PaymentIntent's metadata; a Charge carries its intent's) or else of its PaymentIntent.
 * Answers whether it was new.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, now: Date): Promise<boolean> {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const idempotencyKey = str(metadata.idempotency_key);
  const intentId = event.type === 'charge.refunded' ? (str(object.payment_intent) ?? str((object.payment_intent as { id?: unknown } | null)?.id)) : str(object.id);
  return db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, {
      processor: 'stripe',
      eventId: event.id,
      type: event.type,
      objectId: str(object.id),
      objectStatus: str(object.status),
      amountCents: num(object.amount),
      amountRefundedCents: num(object.amount_refunded),
      idempotencyKey,
      now,
    });
    if (!fresh || !intentId) return fresh;
    const target = { processorChargeId: intentId, idempotencyKey };
    if (event.type === 'charge.refunded') {
      await applyProcessorUpdate(tx, { ...target, kind: 'refunded', refundedCents: num(object.amount_refunded) ?? 0 }, now);
    } else if (event.type === 'payment_intent.payment_failed') {
      const error = object.last_payment_error as { message?: unknown } | null | undefined;
      await applyProcessorUpdate(tx, { ...target, kind: 'failed', message: str(error?.message) ?? undefined }, now);
    } else if (event.type === 'payment_intent.processing') {
      await applyProcessorUpdate(tx, { ...target, kind: 'processing' }, now);
    } else if (event.type === 'payment_intent.succeeded') {
      await applyProcessorUpdate(tx, { ...target, kind: 'succeeded' }, now);
    }
    return true;
  });
}
