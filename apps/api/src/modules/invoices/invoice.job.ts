import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { enqueueJob, type JobKind } from '../jobs/index.js';

export const INVOICE_CREATE_JOB = 'invoice.create';

/** The first invoice's number: the confirmation number's random part after INV- and the year ('INV-2026-7KQ2M9XD'). */
export const invoiceNumberOf = (policyId: string) => `INV-${policyId.replace(/^BS-/, '')}`;

/** Due 10 days after it is made, or on the effective date when that is later (YYYY-MM-DD). */
function dueDateOf(effectiveDate: string | null, now: Date): string {
  const tenDays = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  return effectiveDate && effectiveDate > tenDays ? effectiveDate : tenDays;
}

interface InvoicePayload {
  policyId: string;
  effectiveDate: string | null;
  amountCents: number;
}

/** Queues the first invoice of a policy billed by invoice (callInvoice), in the completion's transaction. */
export async function enqueueFirstInvoice(tx: Db, invoice: InvoicePayload): Promise<void> {
  await enqueueJob(tx, { kind: INVOICE_CREATE_JOB, key: `invoice:${invoice.policyId}`, payload: { ...invoice } });
}

/**
 * Makes the first invoice of each policy billed by invoice (issue 11 item 6). The invoice is unique per policy, so
 * a re-run (after a crash or a lost lease) writes nothing twice. No credential reaches the browser, which only reads
 * callInvoice from get-receipt.
 */
export const firstInvoice: JobKind = {
  kind: INVOICE_CREATE_JOB,
  async run(job, run) {
    const p = job.payload as unknown as InvoicePayload;
    const now = run.now();
    await run.db
      .insert(invoices)
      .values({ invoiceNumber: invoiceNumberOf(p.policyId), policyId: p.policyId, amountCents: p.amountCents, periodStart: p.effectiveDate, dueDate: dueDateOf(p.effectiveDate, now), createdAt: now })
      .onConflictDoNothing({ target: invoices.policyId });
  },
};
