import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';

/**
 * Every charge asked of the payment processor (issue 25 item 3; modules/payments, decision 0085). The first premium
 * of an enrollment is charged under an idempotency key made of the enrollment id, the card's token, the amount and
 * the currency: the UNIQUE key means one row (and, as the processor's Idempotency-Key, one charge) per card and
 * amount, however often completion is retried; a declined card leaves its row and another card gets its own. The
 * row is written `pending` and committed before the processor is asked (decision 0085). policy_id is set when the charge completes
 * the enrollment. No card number is here: the card's brand and last four digits only.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    policyId: text('policy_id'),
    /** first_premium: the domain's PAYMENT_CHARGE_KINDS. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's name (local-test, stripe). */
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** pending | succeeded | declined | refunded | voided: the domain's PAYMENT_CHARGE_STATUSES. */
    status: text('status').notNull(),
    /** The processor's id of the charge (Stripe: the PaymentIntent), null when it never answered one. */
    processorChargeId: text('processor_charge_id'),
    /** What the processor said of a decline or a failure (for staff; the person sees our message). */
    declineMessage: text('decline_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * When the request to the processor was last sent while its answer is awaited (null once it answered, even an
     * unknown answer): a pending row sent less than PENDING_CHARGE_STALE_MS ago is a charge in flight (the
     * enrollment's mutex); an older one is a crashed attempt, sent again under the same key.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_charges_enrollment_idx').on(t.enrollmentId), index('payment_charges_processor_idx').on(t.processorChargeId)],
);

/** Each processor webhook event, recorded once (a replay finds its row and changes nothing). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** Only what is applied (decision 0085): no name, e-mail, address or card detail of the event is kept. */
    objectId: text('object_id'),
    objectStatus: text('object_status'),
    amountCents: integer('amount_cents'),
    amountRefundedCents: integer('amount_refunded_cents'),
    /** Our idempotency key, from the object's metadata. */
    idempotencyKey: text('idempotency_key'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_webhook_events_event_idx').on(t.processor, t.eventId)],
);
