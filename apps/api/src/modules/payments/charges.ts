import { createHash } from 'node:crypto';
import { MAX_DECLINED_CHARGES_PER_ENROLLMENT, PAYMENT_CURRENCY, type AdminPaymentCharge, type PaymentChargeKind, type PaymentChargeStatus } from '@benefit-store/domain';
import { and, desc, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { paymentCharges } from '../../db/schema/index.js';
import type { ChargeRequest, PaymentProvider } from './payment-provider.js';

/**
 * The charges of enrollments (issue 25 item 3; decision 0085): the first premium charged once per enrollment, and
 * the refunds and voids an operator makes. The charge row is the mutex and the record: it is written `pending` and
 * committed (under the enrollment's lock, briefly) before the processor is asked, and the processor is asked with no
 * lock and no connection held; refunds hold the charge's row lock.
 */

export type ChargeRow = typeof paymentCharges.$inferSelect;

/**
 * The idempotency key of an enrollment's first premium on one card for one amount: the enrollment id, a digest of the
 * token (the token itself is a secret and never leaves in a key), the amount and the currency. The same enrollment,
 * card and amount always make the same key, so every retried completion asks the processor under the key of the
 * first; another card, or the same card for another amount (the cart changed after a decline), makes another key, so
 * the processor never refuses a key re-used with other parameters.
 */
export function firstPremiumKey(enrollmentId: string, paymentToken: string, amountCents: number, currency: string = PAYMENT_CURRENCY): string {
  const digest = createHash('sha256').update(paymentToken).digest('base64url').slice(0, 22);
  return `first-premium:${enrollmentId}:${digest}:${amountCents}:${currency}`;
}

/** A pending charge sent this recently is in flight (another completion is waiting for its answer); older, its process died. */
export const PENDING_CHARGE_STALE_MS = 3 * 60_000;

export interface FirstPremiumRequest {
  enrollmentId: string;
  amountCents: number;
  paymentToken: string;
  card: { brand: string | null; last4: string | null };
  description: string;
  metadata: Record<string, string>;
  /** The processor's customer the token is attached to (a charge on the effective date, off session). */
  customerId?: string | null;
  now: Date;
}

/**
 * What the enrollment's charges say before the processor is asked (decided under the enrollment's lock):
 * - paid: the enrollment has a succeeded first premium (any card): it is reused, nothing is charged again;
 * - declined: this card was declined for this amount before: the same answer, without asking again;
 * - inProgress: a charge of this enrollment is in flight, or another card's answer is still unknown (recently);
 * - capped: MAX_DECLINED_CHARGES_PER_ENROLLMENT cards were declined: no other is charged;
 * - send: a `pending` row is claimed (written, or a stale or unanswered one under the same key taken again); the
 *   caller commits, then sendClaimedCharge asks the processor outside any transaction.
 */
export type FirstPremiumClaim =
  | { kind: 'paid'; chargeRowId: number }
  | { kind: 'declined'; message: string }
  | { kind: 'inProgress' }
  | { kind: 'capped' }
  | { kind: 'send'; chargeRowId: number; charge: ChargeRequest };

const isPaid = (row: ChargeRow) => row.status === 'succeeded' || (row.status === 'refunded' && row.refundedCents < row.amountCents);

/** Decides (and claims) an enrollment's first premium charge: call it in a transaction holding the enrollment's lock. */
export async function claimFirstPremium(tx: Db, providerName: string, request: FirstPremiumRequest): Promise<FirstPremiumClaim> {
  const rows = await tx
    .select()
    .from(paymentCharges)
    .where(and(eq(paymentCharges.enrollmentId, request.enrollmentId), eq(paymentCharges.kind, 'first_premium' satisfies PaymentChargeKind)));
  const paid = rows.find(isPaid);
  if (paid) return { kind: 'paid', chargeRowId: paid.id };
  const key = firstPremiumKey(request.enrollmentId, request.paymentToken, request.amountCents);
  const now = request.now.getTime();
  const recent = (at: Date | null) => at !== null && now - at.getTime() < PENDING_CHARGE_STALE_MS;
  const pending = rows.filter((r) => r.status === 'pending');
  if (pending.some((r) => recent(r.sentAt))) return { kind: 'inProgress' };
  const same = rows.find((r) => r.idempotencyKey === key);
  if (same?.status === 'declined') return { kind: 'declined', message: same.declineMessage ?? '' };
  // Refunded in full or voided before the enrollment completed: that key would answer the old charge; another card.
  if (same && same.status !== 'pending') return { kind: 'declined', message: same.status };
  // Another card's outcome is unknown (a lost answer): until it is old enough for its webhook to have told us, no
  // other card is charged, so one completion never takes two cards' money.
  if (pending.some((r) => r.idempotencyKey !== key && recent(r.updatedAt))) return { kind: 'inProgress' };
  if (rows.filter((r) => r.status === 'declined').length >= MAX_DECLINED_CHARGES_PER_ENROLLMENT) return { kind: 'capped' };
  let rowId: number;
  if (same) {
    await tx.update(paymentCharges).set({ sentAt: request.now, updatedAt: request.now }).where(eq(paymentCharges.id, same.id));
    rowId = same.id;
  } else {
    const [row] = await tx
      .insert(paymentCharges)
      .values({
        enrollmentId: request.enrollmentId,
        kind: 'first_premium' satisfies PaymentChargeKind,
        amountCents: request.amountCents,
        currency: PAYMENT_CURRENCY,
        provider: providerName,
        idempotencyKey: key,
        status: 'pending' satisfies PaymentChargeStatus,
        cardBrand: request.card.brand,
        cardLast4: request.card.last4,
        sentAt: request.now,
        createdAt: request.now,
        updatedAt: request.now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentCharges.id });
    if (!row) return { kind: 'inProgress' };
    rowId = row.id;
  }
  return {
    kind: 'send',
    chargeRowId: rowId,
    charge: {
      amountCents: request.amountCents,
      currency: PAYMENT_CURRENCY,
      paymentToken: request.paymentToken,
      idempotencyKey: key,
      description: request.description,
      // Our key in the processor's metadata too: a webhook about this charge finds its row even when the answer was lost.
      metadata: { ...request.metadata, idempotency_key: key },
      ...(request.customerId ? { customerId: request.customerId, offSession: true } : {}),
    },
  };
}

/**
 * Whether a completion of the enrollment is charging its first premium right now: a pending charge in flight, or one
 * paid moments ago whose completion pass has not run yet (a succeeded row keeps its sent_at until the completion
 * attaches it to the policy, or releases it when that pass fails). Every other change of the enrollment is refused
 * meanwhile (withLockedEnrollment), so the cart that completes is the cart that was charged.
 */
export async function firstPremiumInFlight(tx: Db, enrollmentId: string, now: Date): Promise<boolean> {
  const [row] = await tx.select({ id: paymentCharges.id }).from(paymentCharges).where(premiumInFlight(enrollmentId, inFlightSince(now))).limit(1);
  return row !== undefined;
}

/**
 * firstPremiumInFlight's rows as a condition, for a statement that checks it itself (the one-statement cart line,
 * decision 0094): `enrollmentId` a value, a column or a placeholder, `since` inFlightSince's time or a placeholder.
 */
export function premiumInFlight(enrollmentId: string | AnyPgColumn | Placeholder, since: Date | Placeholder): SQL | undefined {
  return and(eq(paymentCharges.enrollmentId, enrollmentId), sql`${paymentCharges.status} IN ('pending', 'succeeded')`, gt(paymentCharges.sentAt, since));
}

/** The oldest sent_at of a charge still in flight at `now`. */
export function inFlightSince(now: Date): Date {
  return new Date(now.getTime() - PENDING_CHARGE_STALE_MS);
}

export type FirstPremiumOutcome =
  | { status: 'succeeded'; chargeRowId: number }
  | { status: 'declined'; message: string }
  /** Unknown (a timeout, a processor error) or still processing: the row stays pending; a retry re-sends the same key. */
  | { status: 'unconfirmed' };

/**
 * Asks the processor for a claimed charge, outside any transaction and without a database connection held while it
 * answers, then records the answer on the pending row in its own statement. An unknown answer leaves the row pending
 * (not in flight), so a retry sends the same key again and the processor answers the charge it made, if it made one.
 */
export async function sendClaimedCharge(db: Db, provider: PaymentProvider, claim: { chargeRowId: number; charge: ChargeRequest }, now: () => Date): Promise<FirstPremiumOutcome> {
  const result = await provider.charge(claim.charge);
  const still = and(eq(paymentCharges.id, claim.chargeRowId), eq(paymentCharges.status, 'pending'));
  const at = now();
  if (result.status === 'succeeded') {
    // sent_at stays: the enrollment is still being completed until attachChargeToPolicy (or releaseFirstPremium).
    await db.update(paymentCharges).set({ status: 'succeeded', processorChargeId: result.chargeId, updatedAt: at }).where(still);
  } else if (result.status === 'declined') {
    await db.update(paymentCharges).set({ status: 'declined', processorChargeId: result.chargeId, declineMessage: result.message, sentAt: null, updatedAt: at }).where(still);
  } else {
    await db.update(paymentCharges).set({ processorChargeId: result.status === 'pending' ? result.chargeId : sql`${paymentCharges.processorChargeId}`, sentAt: null, updatedAt: at }).where(still);
  }
  // The row as it is now: a webhook may have told the outcome first.
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, claim.chargeRowId)).limit(1);
  if (row && isPaid(row)) return { status: 'succeeded', chargeRowId: row.id };
  if (row?.status === 'declined') return { status: 'declined', message: row.declineMessage ?? '' };
  return { status: 'unconfirmed' };
}

/** Names the policy a charge paid for, in the completion's transaction; the enrollment is no longer being completed. */
export async function attachChargeToPolicy(tx: Db, chargeRowId: number, policyId: string): Promise<void> {
  await tx.update(paymentCharges).set({ policyId, sentAt: null }).where(eq(paymentCharges.id, chargeRowId));
}

/** The completion after a charge failed: the enrollment may change again (its next completion reuses the charge). */
export async function releaseFirstPremium(db: Db, chargeRowId: number): Promise<void> {
  await db.update(paymentCharges).set({ sentAt: null }).where(eq(paymentCharges.id, chargeRowId));
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
  /**
   * notFound: no such charge of this enrollment; notRefundable: not a paid charge (pending, declined); otherProvider:
   * made through another processor than the one in use (refunded only there); nothingLeft / tooMuch: nothing (or not
   * that much) is left; alreadyRefunded: a void after a refund; failed: the processor said no.
   */
  | { ok: false; reason: 'notFound' | 'notRefundable' | 'otherProvider' | 'nothingLeft' | 'tooMuch' | 'alreadyRefunded' | 'failed'; message?: string; provider?: string };

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
  if (!row) return { ok: false, reason: 'notFound' };
  if ((row.status !== 'succeeded' && row.status !== 'refunded' && row.status !== 'voided') || row.processorChargeId === null) return { ok: false, reason: 'notRefundable' };
  // Money goes back only through the processor that took it: another one would answer for a charge it never made.
  if (row.provider !== provider.name) return { ok: false, reason: 'otherProvider', provider: row.provider };
  const left = row.amountCents - row.refundedCents;
  if (left <= 0) return { ok: false, reason: 'nothingLeft' };
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
 * ours), failed, processing, or succeeded. Applied to the row of our idempotency key (the metadata we sent: it finds
 * a row whose answer was lost) or else of the processor's charge id; a refund never goes backwards, a paid charge is
 * never made declined.
 */
export async function applyProcessorUpdate(
  tx: Db,
  update: { processorChargeId: string; idempotencyKey: string | null } & ({ kind: 'refunded'; refundedCents: number } | { kind: 'failed' | 'succeeded' | 'processing'; message?: string }),
  now: Date,
): Promise<number> {
  const where = update.idempotencyKey ? eq(paymentCharges.idempotencyKey, update.idempotencyKey) : eq(paymentCharges.processorChargeId, update.processorChargeId);
  const ids = { processorChargeId: update.processorChargeId, updatedAt: now };
  let rows: { id: number }[];
  if (update.kind === 'refunded') {
    rows = await tx
      .update(paymentCharges)
      .set({
        ...ids,
        refundedCents: sql`LEAST(${paymentCharges.amountCents}, GREATEST(${paymentCharges.refundedCents}, ${update.refundedCents}))`,
        status: sql`CASE WHEN ${paymentCharges.status} = 'voided' THEN 'voided' ELSE 'refunded' END`,
      })
      .where(and(where, sql`${paymentCharges.status} IN ('pending', 'succeeded', 'refunded', 'voided')`))
      .returning({ id: paymentCharges.id });
  } else if (update.kind === 'failed') {
    rows = await tx
      .update(paymentCharges)
      .set({ ...ids, status: 'declined', declineMessage: update.message ?? null, sentAt: null })
      .where(and(where, sql`${paymentCharges.status} IN ('pending', 'declined')`))
      .returning({ id: paymentCharges.id });
  } else if (update.kind === 'processing') {
    rows = await tx.update(paymentCharges).set(ids).where(and(where, eq(paymentCharges.status, 'pending'))).returning({ id: paymentCharges.id });
  } else {
    rows = await tx
      .update(paymentCharges)
      .set({ ...ids, status: 'succeeded', sentAt: null })
      .where(and(where, sql`${paymentCharges.status} IN ('pending', 'declined')`))
      .returning({ id: paymentCharges.id });
  }
  return rows.length;
}
