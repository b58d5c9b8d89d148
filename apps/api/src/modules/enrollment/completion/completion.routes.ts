import { ConfirmationSchema, EnrollmentQuerySchema, GetConfirmationQuerySchema, ok, ReceiptSchema, RETENTION_SWEEP_MINUTES, SaveReviewInfoBodySchema, SaveReviewInfoResultSchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMIT_PURPOSE } from '../../limits/index.js';
import { isAppError } from '../../shared/app-error.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { completionsTotal, type CompletionOutcome } from '../../shared/outcome-metrics.js';
import { getReceipt, getReceiptPdf, saveReviewInfo, type CompletionSettings } from './completion.service.js';
import { getConfirmation } from './confirmation.service.js';
import { RECEIPT_ATTACHMENT, receiptAttachmentRenderer, receiptMail } from './receipt-mail.job.js';
import { sealClearReviewNotes } from './review-notes-backfill.js';
import { firstPremiumCharge } from './first-premium.job.js';

const tags = ['enrollment'];

/** A refused completion's outcome for GET /metrics: steps missing, refused (not held, or changed under it), or failed. */
function completionOutcomeOf(err: unknown): CompletionOutcome {
  if (!isAppError(err)) return 'failed';
  return err.kind === 'invalid' ? 'invalid' : 'refused';
}

/** Completion and the receipt (spec 002 sections 2.5, 4, 7; issue 11 items 5, 6). */
const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The receipt e-mails are built after the completion commits, by this job; their PDF when each is sent (or shown).
  app.jobs.register(receiptMail());
  app.mailAttachments.register(RECEIPT_ATTACHMENT, receiptAttachmentRenderer(app.fieldCipher));
  // PAYMENT_CHARGE_AT=effective_date: the first premium's charge, due on the effective date (decision 0085).
  app.jobs.register(firstPremiumCharge(app.fieldCipher));
  // The review notes older completions kept in clear, sealed with the field cipher (decision 0081), as often as the
  // retention runs; a no-op once none is left.
  app.jobs.every('review-notes.seal', RETENTION_SWEEP_MINUTES * 60_000, () => sealClearReviewNotes(app.database.db, app.fieldCipher));
  app.post(
    '/save-review-info',
    {
      schema: {
        tags,
        summary:
          "Completes the enrollment once: checks every required step on the server, then in one transaction writes the policy, the immutable signed record, clears the cart and queues the 'Enrollment Receipt' e-mails (built with the PDF right after the commit). A repeat answers the same policy_id.",
        body: SaveReviewInfoBodySchema,
        response: { 200: successSchema(SaveReviewInfoResultSchema) },
      },
    },
    async (request, reply) => {
      // Server-Timing (a standard header, read by browsers' tools and scripts/bench-completion.mjs): the lock's hold.
      const onLockHeld = (ms: number) => void reply.header('server-timing', `lock;dur=${ms.toFixed(1)}`);
      const settings: CompletionSettings = { clientAddress: request.ip, locale: request.locale, onLockHeld, chargeAt: app.config.payments?.chargeAt ?? 'completion' };
      try {
        const result = await saveReviewInfo(await request.context(), request.body, settings);
        completionsTotal.inc({ outcome: 'completed' });
        return ok(result);
      } catch (err) {
        completionsTotal.inc({ outcome: completionOutcomeOf(err) });
        throw err;
      }
    },
  );

  app.get(
    '/get-receipt',
    {
      schema: {
        tags,
        summary: 'The receipt of a completed enrollment this browser holds: policy_id (the confirmation number), name, callInvoice, rep_copy (the receipt e-mail also went to the rep)',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(ReceiptSchema) },
      },
    },
    async (request) => ok(await getReceipt(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/get-confirmation',
    {
      // A number that opens nothing counts as a guess of the visitor's, as a link that opens nothing (direct-continue).
      config: { guess: { purpose: LIMIT_PURPOSE.linkGuess, missStatuses: [404] } },
      schema: {
        tags,
        summary:
          'The confirmation page of a completed enrollment by its confirmation number (policy_id), for any browser session that held the enrollment (as get-receipt): name, completed and effective dates, plans and totals; 404 for anyone else, the same as an unknown number; misses count as link guesses',
        querystring: GetConfirmationQuerySchema,
        response: { 200: successSchema(ConfirmationSchema) },
      },
    },
    async (request) => ok(await getConfirmation(await request.context(), request.query.policy_id)),
  );

  app.get(
    '/get-receipt-pdf',
    {
      schema: {
        tags,
        summary: 'The PDF copy of the application as submitted (application/pdf, as an attachment named by the confirmation number)',
        querystring: EnrollmentQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getReceiptPdf(await request.context(), request.query.enrollment_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default completionRoutes;
