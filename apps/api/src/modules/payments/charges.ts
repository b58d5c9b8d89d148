import { createHash } from 'node:crypto';
import { PAYMENT_CURRENCY, type AdminPaymentCharge, type PaymentChargeKind, type PaymentChargeStatus } from '@benefit-store/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCharges } from '../../db/schema/index.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * The charges of enrollments (issue 25 item 3; decision 0085): the first premium charged once per enrollment and
 * card, and the refunds and voids an operator makes. Callers hold the enrollment's row lock (completion) or the
 * charge's (refunds), and pass their transaction.
 */

export type ChargeRow = typeof paymentCharges.$inferSelect;

/**
 * The idempotency key of an enrollment's first premium on one card: the enrollment id and a digest of the token (the
 * token itself is a secret and never leaves in a key). The same enrollment and card always make the same key, so
 * every retried completion asks the processor under the key of the first; another card makes another key.
 */
export function firstPremiumKey(enrollmentId: string, paymentToken: string): string {
  const digest = createHash('sha256').update(paymentToken).digest('base64url').slice(0, 22);
  return `first-premium:${enrollmentId}:${digest}`;
}

export interface FirstPremiumRequest {
  enrollmentId: string;
  amountCents: number;
  paymentToken: string;
  card: { brand: string | null; last4: string | null };
  description: string;
  metadata: Record<string, string>;
  now: Date;
}

export type FirstPremiumOutcome =
  | { status: 'succeeded'; chargeRowId: number }
  | { status: 'declined'; message: string }
  | { status: 'unavailable' };

/**
 * Charges an enrollment's first premium (at completion, or on the effective date) and records the answer under its
 * key. A key whose row already says succeeded answers it without asking the processor again; otherwise the processor
 * is asked under the key (it answers a charge it already made for the key, never a second one) and the row is
 * written or brought up to date: succeeded, declined, or failed (the processor unavailable: a retry asks again).
 */
export async function chargeFirstPremium(tx: Db, provider: PaymentProvider, request: FirstPremiumRequest): Promise<FirstPremiumOutcome> {
  const key = firstPremiumKey(request.enrollmentId, request.paymentToken);
  const [earlier] = await tx.select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, key)).limit(1);
  if (earlier?.status === 'succeeded' || earlier?.status === 'refunded' || earlier?.status === 'voided') return { status: 'succeeded', chargeRowId: earlier.id };
  const result = await provider.charge({
    amountCents: request.amountCents,
    currency: PAYMENT_CURRENCY,
    paymentToken: request.paymentToken,
    idempotencyKey: key,
    description: request.description,
    metadata: request.metadata,
  });
  const status: PaymentChargeStatus = result.status === 'succeeded' ? 'succeeded' : result.status === 'declined' ? 'declined' : 'failed';
  const values = {
    status,
    processorChargeId: result.status === 'unavailable' ? null : result.chargeId,
    declineMessage: result.status === 'declined' ? result.message : null,
    updatedAt: request.now,
  };
  const [row] = await tx
    .insert(paymentCharges)
    .values({
      enrollmentId: request.enrollmentId,
      kind: 'first_premium' satisfies PaymentChargeKind,
      amountCents: request.amountCents,
      currency: PAYMENT_CURRENCY,
      provider: provider.name,
      idempotencyKey: key,
      cardBrand: request.card.brand,
      cardLast4: request.card.last4,
      createdAt: request.now,
      ...values,
    })
    .onConflictDoUpdate({ target: paymentCharges.idempotencyKey, set: values })
    .returning({ id: paymentCharges.id });
  if (result.status === 'succeeded') return { status: 'succeeded', chargeRowId: row!.id };
  if (result.status === 'declined') return { status: 'declined', message: result.message };
  return { status: 'unavailable' };
}

/** Names the policy a charge paid for, in the completion's transaction. */
export async function attachChargeToPolicy(tx: Db, chargeRowId: number, policyId: string): Promise<void> {
  await tx.update(paymentCharges).set({ policyId }).where(eq(paymentCharges.id, chargeRowId));
}

const toAdmin = (row: ChargeRow): AdminPaymentCharge => ({
  id: row.id,
  kind: row.kind as PaymentChargeKind,
  status: row.status as PaymentChargeStatus,
  amount_cents: row.amountCents,
  refunded_cents: row.refundedCents,
  currency: row.currency,
  provider: row.provider,
  card_brand: row.cardBrand,
  card_last4: row.cardLast4,
  decline_message: row.declineMessage,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** An enrollment's charges, newest first, as the console shows them. */
export async function chargesOfEnrollment(db: Db, enrollmentId: string): Promise<AdminPaymentCharge[]> {
  const rows = await db.select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, enrollmentId)).orderBy(desc(paymentCharges.createdAt), desc(paymentCharges.id));
  return rows.map(toAdmin);
}

export type RefundOutcome =
  | { ok: true; before: AdminPaymentCharge; after: AdminPaymentCharge; refundedCents: number }
  /** notFound: no such charge of this enrollment; refused: nothing (or not that much) is left, or a void after a refund; failed: the processor said no. */
  | { ok: false; reason: 'notFound' | 'nothingLeft' | 'tooMuch' | 'alreadyRefunded' | 'failed'; message?: string };

/**
 * Gives back part or all of a charge (mode refund), or all of it while nothing was refunded yet (mode void: before
 * settlement, decision 0085), under the charge's row lock, so two operators' clicks never give back more than was
 * charged. The processor's key names the charge and what was refunded before, so a retry of the same refund after a
 * lost answer is answered by the processor without a second refund.
 */
export async function refundCharge(
  tx: Db,
  provider: PaymentProvider,
  request: { enrollmentId: string; chargeId: number; amountCents?: number; mode: 'refund' | 'void'; now: Date },
): Promise<RefundOutcome> {
  const [row] = await tx
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.id, request.chargeId), eq(paymentCharges.enrollmentId, request.enrollmentId)))
    .for('update')
    .limit(1);
  if (!row || row.processorChargeId === null) return { ok: false, reason: 'notFound' };
  const left = row.amountCents - row.refundedCents;
  if ((row.status !== 'succeeded' && row.status !== 'refunded') || left <= 0) return { ok: false, reason: 'nothingLeft' };
  if (request.mode === 'void' && row.refundedCents > 0) return { ok: false, reason: 'alreadyRefunded' };
  const amount = request.mode === 'void' ? left : (request.amountCents ?? left);
  if (amount > left) return { ok: false, reason: 'tooMuch' };
  const result = await provider.refund({
    chargeId: row.processorChargeId,
    amountCents: amount,
    idempotencyKey: `${request.mode}:${row.idempotencyKey}:${row.refundedCents}:${amount}`,
  });
  if (result.status === 'failed') return { ok: false, reason: 'failed', message: result.message };
  const refunded = row.refundedCents + amount;
  const status: PaymentChargeStatus = request.mode === 'void' ? 'voided' : 'refunded';
  const [after] = await tx.update(paymentCharges).set({ refundedCents: refunded, status, updatedAt: request.now }).where(eq(paymentCharges.id, row.id)).returning();
  return { ok: true, before: toAdmin(row), after: toAdmin(after!), refundedCents: amount };
}

/**
 * A processor's word about a charge (a webhook): refunded (amount refunded so far, from the processor's dashboard or
 * ours), failed, or succeeded. Applied to the row of that processor charge id; a refund never goes backwards.
 */
export async function applyProcessorUpdate(
  tx: Db,
  update: { processorChargeId: string; kind: 'refunded'; refundedCents: number } | { processorChargeId: string; kind: 'failed' | 'succeeded'; message?: string },
  now: Date,
): Promise<number> {
  const where = eq(paymentCharges.processorChargeId, update.processorChargeId);
  if (update.kind === 'refunded') {
    const rows = await tx
      .update(paymentCharges)
      .set({
        refundedCents: sql`LEAST(${paymentCharges.amountCents}, GREATEST(${paymentCharges.refundedCents}, ${update.refundedCents}))`,
        status: sql`CASE WHEN ${paymentCharges.status} = 'voided' THEN 'voided' ELSE 'refunded' END`,
        updatedAt: now,
      })
      .where(and(where, sql`${paymentCharges.status} IN ('succeeded', 'refunded', 'voided')`))
      .returning({ id: paymentCharges.id });
    return rows.length;
  }
  if (update.kind === 'failed') {
    const rows = await tx
      .update(paymentCharges)
      .set({ status: 'declined', declineMessage: update.message ?? null, updatedAt: now })
      .where(and(where, sql`${paymentCharges.status} IN ('failed', 'declined')`))
      .returning({ id: paymentCharges.id });
    return rows.length;
  }
  const rows = await tx
    .update(paymentCharges)
    .set({ status: 'succeeded', updatedAt: now })
    .where(and(where, sql`${paymentCharges.status} = 'failed'`))
    .returning({ id: paymentCharges.id });
  return rows.length;
}
