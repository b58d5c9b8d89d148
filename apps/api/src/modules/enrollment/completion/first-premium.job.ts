import type { Db } from '../../../db/client.js';
import { enqueueJob, type JobKind } from '../../jobs/index.js';
import { attachChargeToPolicy, chargeFirstPremium, paymentProvider } from '../../payments/index.js';
import type { FieldCipher } from '../../shared/field-encryption.js';
import { findSignedRecord } from './completion.repository.js';
import { openSecrets } from './signed-record.js';

export const FIRST_PREMIUM_JOB = 'payments.first-premium';

interface FirstPremiumPayload {
  enrollmentId: string;
  policyId: string;
  amountCents: number;
}

/**
 * PAYMENT_CHARGE_AT=effective_date (decision 0085): the completion queues the first premium's charge, due at the start
 * of the effective date (UTC; at once when there is none or it has passed). The job carries no token: it reads the
 * card's token from the signed record's encrypted secrets when it runs.
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
 * Charges the first premium of a completed enrollment on its effective date, under the same idempotency key a
 * completion would use (enrollment and card), so a re-run of the job never charges twice. A decline is recorded on
 * the charge (the console's Payments section shows it); the enrollment stays completed, its coverage is the carriers'.
 */
export function firstPremiumCharge(cipher: FieldCipher): JobKind {
  return {
    kind: FIRST_PREMIUM_JOB,
    // A decline is an answer, not a failure: only an unreachable processor is retried.
    async run(job, run) {
      const p = job.payload as unknown as FirstPremiumPayload;
      const record = await findSignedRecord(run.db, p.enrollmentId);
      if (!record) return;
      const billing = openSecrets(cipher, record).billing_info;
      const token = billing?.card_token;
      if (!token) return;
      const answers = (record.record as { answers?: { billing_info?: { brand?: unknown; card_number?: unknown } } }).answers?.billing_info;
      const outcome = await run.db.transaction(async (tx) => {
        const result = await chargeFirstPremium(tx, paymentProvider(), {
          enrollmentId: p.enrollmentId,
          amountCents: p.amountCents,
          paymentToken: token,
          card: { brand: typeof answers?.brand === 'string' ? answers.brand : null, last4: typeof answers?.card_number === 'string' ? answers.card_number.slice(-4) : null },
          description: 'First premium',
          metadata: { enrollment_id: p.enrollmentId, policy_id: p.policyId },
          now: run.now(),
        });
        if (result.status === 'succeeded') await attachChargeToPolicy(tx, result.chargeRowId, p.policyId);
        return result;
      });
      if (outcome.status === 'unavailable') throw new Error('the payment processor was unavailable');
    },
  };
}
