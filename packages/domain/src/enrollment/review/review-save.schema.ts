import { z } from 'zod';
import { messageText } from '../../shared/fields.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';

/** Longest additional note a review accepts (characters). */
export const ADDITIONAL_NOTES_MAX = 2000;

/** The 1/0 flags the spec stores (send_sms default 0). */
const flag = z.preprocess((v) => (v === '1' || v === true ? 1 : v === '0' || v === false ? 0 : v), z.union([z.literal(0), z.literal(1)]).default(0));

/**
 * POST save-review-info (spec 002 section 7): the review's Complete Enrollment. The server checks every required
 * step, then completes the enrollment once (docs/decisions/0036-completion-receipt-pdf-and-invoice.md, "Completion").
 */
export const SaveReviewInfoBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  additional_notes: messageText(ADDITIONAL_NOTES_MAX),
  first_enroll: flag,
  send_sms: flag,
});
export type SaveReviewInfoBody = z.infer<typeof SaveReviewInfoBodySchema>;

/** A successful completion: the confirmation number the receipt shows. Repeating the call answers the same one. */
export const SaveReviewInfoResultSchema = z.object({ policy_id: z.string() });
export type SaveReviewInfoResult = z.infer<typeof SaveReviewInfoResultSchema>;

/**
 * GET get-receipt (spec 002 section 7): data.policy_id, data.name, callInvoice; beside the spec, rep_copy: whether the
 * receipt e-mail also went to the client (the enrollment's, its group's or the site's rep), so the page says so only then.
 */
export const ReceiptSchema = z.object({ policy_id: z.string(), name: z.string(), callInvoice: z.boolean(), rep_copy: z.boolean() });
export type Receipt = z.infer<typeof ReceiptSchema>;
