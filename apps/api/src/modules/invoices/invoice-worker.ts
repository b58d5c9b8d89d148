import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceJobs, invoices } from '../../db/schema/index.js';
import { nextAttemptAt } from '../mail/index.js';

interface WorkerLog {
  warn(obj: object, msg: string): void;
}

export interface InvoiceRound {
  done: number;
  failed: number;
}

/** The first invoice's number: the confirmation number's random part after INV- and the year ('INV-2026-7KQ2M9XD'). */
export const invoiceNumberOf = (policyId: string) => `INV-${policyId.replace(/^BS-/, '')}`;

/** Due 10 days after it is made, or on the effective date when that is later (YYYY-MM-DD). */
function dueDateOf(effectiveDate: string | null, now: Date): string {
  const tenDays = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
  return effectiveDate && effectiveDate > tenDays ? effectiveDate : tenDays;
}

/**
 * Makes the first invoice of each policy billed by invoice (callInvoice; issue 11 item 6), from the jobs the
 * completion transaction queued. The invoice is our own table, so each job runs in one transaction that locks its
 * row (FOR UPDATE SKIP LOCKED: replicas pass each other by), writes the invoice (unique per policy) and marks the
 * job done: a crash leaves the job pending and nothing half-made. No credential reaches the browser, which only
 * reads callInvoice from get-receipt.
 */
export class InvoiceWorker {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: { clock: () => Date; log?: WorkerLog; intervalMs?: number; batchSize?: number },
  ) {}

  async runOnce(): Promise<InvoiceRound> {
    const now = this.options.clock();
    const round: InvoiceRound = { done: 0, failed: 0 };
    const due = await this.db
      .select({ id: invoiceJobs.id })
      .from(invoiceJobs)
      .where(and(eq(invoiceJobs.status, 'pending'), lte(invoiceJobs.nextAttemptAt, now)))
      .orderBy(asc(invoiceJobs.nextAttemptAt))
      .limit(this.options.batchSize ?? 10);
    for (const { id } of due) {
      try {
        const made = await this.db.transaction(async (tx) => {
          const [job] = await tx
            .select()
            .from(invoiceJobs)
            .where(and(inArray(invoiceJobs.id, [id]), eq(invoiceJobs.status, 'pending')))
            .for('update', { skipLocked: true });
          if (!job) return false;
          await tx
            .insert(invoices)
            .values({
              invoiceNumber: invoiceNumberOf(job.policyId),
              policyId: job.policyId,
              amountCents: job.amountCents,
              periodStart: job.effectiveDate,
              dueDate: dueDateOf(job.effectiveDate, now),
              createdAt: now,
            })
            .onConflictDoNothing({ target: invoices.policyId });
          await tx.update(invoiceJobs).set({ status: 'done', doneAt: now, attempts: sql`${invoiceJobs.attempts} + 1`, lastError: null }).where(eq(invoiceJobs.id, job.id));
          return true;
        });
        if (made) round.done += 1;
      } catch (err) {
        round.failed += 1;
        const reason = err instanceof Error ? err.message : String(err);
        const [job] = await this.db.select({ attempts: invoiceJobs.attempts }).from(invoiceJobs).where(eq(invoiceJobs.id, id));
        const retryAt = nextAttemptAt(job?.attempts ?? 0, now);
        await this.db
          .update(invoiceJobs)
          .set({ status: retryAt ? 'pending' : 'failed', attempts: sql`${invoiceJobs.attempts} + 1`, nextAttemptAt: retryAt ?? now, lastError: reason.slice(0, 1000) })
          .where(eq(invoiceJobs.id, id));
        this.options.log?.warn({ invoiceJobId: id, reason }, 'invoice job failed');
      }
    }
    return round;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.current = this.runOnce()
        .catch((err: unknown) => this.options.log?.warn({ reason: err instanceof Error ? err.message : String(err) }, 'invoice round failed'))
        .finally(() => {
          if (this.running) this.schedule(this.options.intervalMs ?? 5_000);
        });
    }, delayMs);
    this.timer.unref();
  }
}
