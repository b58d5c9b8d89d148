import { DeleteDependentInIoAnswerSchema, DeleteDependentInIoBodySchema, EnrollmentQuerySchema, ok, ReviewInfoAnswerSchema, ReviewSummarySchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../../shared/envelope-schema.js';
import { deleteDependentInIo, getReviewSummary, readReviewInfoAnswer, saveReviewInfoData } from './review.service.js';

const tags = ['enrollment'];

/**
 * The Review & Confirmation step's calls (spec 002 sections 2.2, 4, 7; issue 11 item 4). Its Save & Continue Later
 * saves through saveReviewInfoData (registered with app.saveLater below); Complete Enrollment (save-review-info) is the
 * completion module's. No step loader: the review's bootstrap needs no fields or options (its value is the
 * review_info column), and its summary comes from get-review-summary.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // get-enrollment-temp-info's review_info: null until saved (Save & Continue Later on the review): the notes and the
  // text-message flag. Entered in this enrollment, so a member-store enrollment sees it.
  app.tempInfoColumns.register('review_info', { schema: ReviewInfoAnswerSchema.nullable(), read: (row, ctx) => readReviewInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('review_info', async (ctx, tx, enrollment, data) => {
    await saveReviewInfoData(ctx, tx, enrollment, data);
  });

  app.get(
    '/get-review-summary',
    {
      schema: {
        tags,
        summary:
          "The review in one answer: the cart (get-plan-cart's plans and totals, effective date, has_already_signed, signature_required, is_IHA, enroll_by, offers_text_notification), each step's saved value as get-enrollment-temp-info answers it (masked), the agreement texts, the review's draft",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(ReviewSummarySchema) },
      },
    },
    async (request) => ok(await getReviewSummary(await request.context(), app.tempInfoColumns, request.query.enrollment_id)),
  );

  app.post(
    '/delete-dependent-in-IO',
    {
      schema: {
        tags,
        summary: "Removes the saved dependents when the enrollment's tier covers none (Member Only); answers a message and whether any were removed",
        body: DeleteDependentInIoBodySchema,
        response: { 200: successSchema(DeleteDependentInIoAnswerSchema) },
      },
    },
    async (request) => ok(await deleteDependentInIo(await request.context(), request.body.enrollment_id)),
  );
};

export default reviewRoutes;
