import { BILLING_MESSAGES, isLocale, SOURCE_LOCALE } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { enrollments } from '../../../db/schema/index.js';
import { enqueueJob, type JobKind } from '../../jobs/index.js';
import { enqueueMessage } from '../../mail/index.js';
import { attachChargeToPolicy, claimFirstPremium, paymentProvider, sendClaimedCharge } from '../../payments/index.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { inLocale } from '../../shared/locale-scope.js';
import { currentEnrollmentsOf } from './completed-enrollments.js';
import { findSignedRecord, listCompletedRecords } from './completion.repository.js';
import type { SignedRecordContent } from './signed-record-content.js';
import { openSecrets } from './signed-record.js';

export const FIRST_PREMIUM_JOB = 'payments.first-premium';
/** The e-mail telling the member their card was declined on the effective date. */
export const CHARGE_DECLINED_EMAIL_TEMPLATE = 'first-premium-declined';

interface FirstPremiumPayload {
  enrollmentId: string;
  policyId: string;
  amountCents: number;
}

/**
 * PAYMENT_CHARGE_AT=effective_date (decision 0085): the completion queues the first premium's charge, due at the start
 * of the effective date (UTC; at once when there is none or it has passed). The job carries no token: it reads the
 * card's token (and the processor's customer it was attached to at billing) from the signed record's encrypted
 * secrets when it runs.
 */
export async function enqueueFirstPremiumCharge(
  tx: Db,
  charge: { enrollmentId: string; policyId: string; effectiveDate: string | null; amountCents: number; now: Date },
): Promise<void> {
  const due = charge.effectiveDate ? new Date(`${charge.effectiveDate}T00:00:00Z`) : charge.now;
  const payload: FirstPremiumPayload = { enrollmentId: charge.enrollmentId, policyId: charge.policyId, amountCents: charge.amountCents };
  await enqueueJob(tx, { kind: FIRST_PREMIUM_JOB, key: `first-premium:${charge.policyId}`, payload: { ...payload }, runAt: due > charge.now ? due : charge.now });
}

/**
 * Charges the first premium of a completed enrollment on its effective date, through the same pending-row claim as a
 * completion (charges.ts), so a re-run of the job never charges twice and a paid enrollment is never charged again.
 * Skipped when the coverage is no longer due: the enrollment's personal data was erased, or every plan was cancelled
 * before its coverage began (decision 0086); a plan cancelled so is taken off the amount, since it is never in force. A decline is recorded on the charge (the console's
 * Payments section shows it as Declined) and the member is mailed, in their enrollment's language, that the card was
 * declined and to give another card through their rep or the agency; the enrollment stays completed.
 */
export function firstPremiumCharge(cipher: FieldCipher): JobKind {
  return {
    kind: FIRST_PREMIUM_JOB,
    // A decline is an answer, not a failure: only an unknown answer (the processor unreachable) is retried.
    async run(job, run) {
      const p = job.payload as unknown as FirstPremiumPayload;
      const [enrollment] = await run.db.select({ locale: enrollments.locale, erasedAt: enrollments.personalDataErasedAt }).from(enrollments).where(eq(enrollments.id, p.enrollmentId)).limit(1);
      if (!enrollment || enrollment.erasedAt !== null) return;
      const record = await findSignedRecord(run.db, p.enrollmentId);
      if (!record) return;
      const billing = openSecrets(cipher, record).billing_info;
      const token = billing?.card_token;
      if (!token) return;
      const amountCents = await amountStillDue(run.db, cipher, p);
      if (amountCents <= 0) return;
      const content = record.record as unknown as SignedRecordContent;
      const answers = (content as { answers?: { billing_info?: { brand?: unknown; card_number?: unknown } } }).answers?.billing_info;
      const claim = await run.db.transaction((tx) =>
        claimFirstPremium(tx, paymentProvider().name, {
          enrollmentId: p.enrollmentId,
          amountCents,
          paymentToken: token,
          card: { brand: typeof answers?.brand === 'string' ? answers.brand : null, last4: typeof answers?.card_number === 'string' ? answers.card_number.slice(-4) : null },
          description: 'First premium',
          metadata: { enrollment_id: p.enrollmentId, policy_id: p.policyId },
          customerId: billing.processor_customer ?? null,
          now: run.now(),
        }),
      );
      if (claim.kind === 'paid') {
        await attachChargeToPolicy(run.db, claim.chargeRowId, p.policyId);
        return;
      }
      if (claim.kind === 'inProgress') throw new Error('the first premium is being charged by another run');
      if (claim.kind === 'declined' || claim.kind === 'capped') return;
      const outcome = await sendClaimedCharge(run.db, paymentProvider(), claim, () => run.now());
      if (outcome.status === 'succeeded') await attachChargeToPolicy(run.db, outcome.chargeRowId, p.policyId);
      else if (outcome.status === 'declined') await mailDecline(run.db, p, content, enrollment.locale);
      else throw new Error('the payment processor did not confirm the charge');
    },
  };
}

/**
 * The first premium as it stands when it is charged: the amount queued at completion less the plans cancelled before
 * their coverage began (a coverage change made from the console since); 0 when every plan was cancelled.
 */
async function amountStillDue(db: Db, cipher: FieldCipher, p: FirstPremiumPayload): Promise<number> {
  const [current] = await currentEnrollmentsOf(db, cipher, await listCompletedRecords(db, { enrollmentIds: [p.enrollmentId] }));
  if (!current) return p.amountCents;
  const cancelled = current.plans.filter((plan) => plan.status === 'cancelled').reduce((sum, plan) => sum + plan.priceCents, 0);
  return current.plans.every((plan) => plan.status === 'cancelled') ? 0 : p.amountCents - cancelled;
}

/** The member's e-mail about a declined first premium, in their enrollment's language, once per policy. */
async function mailDecline(db: Db, p: FirstPremiumPayload, content: SignedRecordContent, locale: string): Promise<void> {
  const address = content.person?.email;
  if (!address) return;
  const mail = inLocale(isLocale(locale) ? locale : SOURCE_LOCALE, () => ({
    subject: BILLING_MESSAGES.chargeDeclinedMailSubject,
    text: BILLING_MESSAGES.chargeDeclinedMailText({ policy: p.policyId }),
  }));
  const html = `<p>${mail.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
  await enqueueMessage(db, { idempotencyKey: `first-premium-declined:${p.policyId}`, channel: 'email', template: CHARGE_DECLINED_EMAIL_TEMPLATE, recipient: address, subject: mail.subject, html, text: mail.text, sessionId: null });
}
