import { z } from 'zod';
import { CartSchema } from '../../cart/cart.schema.js';
import { EnrollmentIdSchema } from '../enrollment-id.js';
import { PaymentInfoAnswerSchema } from '../billing/billing-info.schema.js';
import { AgreementInfoAnswerSchema, AgreementTextSchema } from '../steps/agreement-info.schema.js';
import { BeneficiaryInfoAnswerSchema } from '../steps/beneficiary-info.schema.js';
import { DependentInfoAnswerSchema } from '../steps/dependent-info.schema.js';
import { EmployerInfoAnswerSchema } from '../steps/employer-info.schema.js';
import { SavedHealthAnswersSchema } from '../steps/health-questions.schema.js';
import { ContactInfoAnswerSchema, ENROLL_BY_VALUES, PersonalInfoAnswerSchema } from '../steps/step-bootstrap.js';
import { SaveReviewInfoBodySchema } from './review-save.schema.js';

/**
 * The review's draft (save-enrollment with tab review_info, Save & Continue Later): the additional notes and the
 * text-message flag, checked as save-review-info checks them (bounded, no control characters, 1/0).
 */
export const ReviewInfoDraftSchema = SaveReviewInfoBodySchema.pick({ additional_notes: true, send_sms: true });
export type ReviewInfoDraft = z.infer<typeof ReviewInfoDraftSchema>;

/** get-enrollment-temp-info's review_info (null until saved): the draft as stored ('' when no note). */
export const ReviewInfoAnswerSchema = z.strictObject({
  additional_notes: z.string(),
  send_sms: z.union([z.literal(0), z.literal(1)]),
});
export type ReviewInfoAnswer = z.infer<typeof ReviewInfoAnswerSchema>;

/**
 * The spec's cart entity as the review needs it (spec 002 section 3): get-plan-cart's cart (same plans, prices and
 * totals: one price calculation) plus the effective date, the signature facts and what decides the text-message
 * checkbox (is_IHA, enroll_by, offers_text_notification).
 */
export const ReviewCartSchema = z.object({
  ...CartSchema.shape,
  /** MM/DD/YYYY, null when none is set. */
  effective_date: z.string().nullable(),
  has_already_signed: z.boolean(),
  signature_required: z.boolean(),
  is_IHA: z.boolean(),
  has_spouse: z.boolean(),
  enroll_by: z.enum(ENROLL_BY_VALUES),
  offers_text_notification: z.boolean(),
});
export type ReviewCart = z.infer<typeof ReviewCartSchema>;

/**
 * GET get-review-summary: everything the review shows in one answer: the cart, each step's saved value (as
 * get-enrollment-temp-info answers its column: SSNs, cards and accounts masked; null until saved), the agreement's
 * texts and saved ticks, and the review's own draft.
 */
export const ReviewSummarySchema = z.object({
  cart: ReviewCartSchema,
  sections: z.object({
    primary_info: PersonalInfoAnswerSchema.nullable(),
    contact_info: ContactInfoAnswerSchema.nullable(),
    employer_info: EmployerInfoAnswerSchema.nullable(),
    benificiary_info: BeneficiaryInfoAnswerSchema.nullable(),
    health_info: SavedHealthAnswersSchema.nullable(),
    dependent_info: DependentInfoAnswerSchema.nullable(),
    payment_info: PaymentInfoAnswerSchema.nullable(),
    agreement_info: AgreementInfoAnswerSchema.nullable(),
  }),
  agreement_texts: z.array(AgreementTextSchema),
  review_info: ReviewInfoAnswerSchema.nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** POST delete-dependent-in-IO (spec 002 section 7). */
export const DeleteDependentInIoBodySchema = z.object({ enrollment_id: EnrollmentIdSchema });
/** Its answer: the spec's message, and whether saved dependents were removed. */
export const DeleteDependentInIoAnswerSchema = z.object({ message: z.string(), deleted: z.boolean() });
export type DeleteDependentInIoAnswer = z.infer<typeof DeleteDependentInIoAnswerSchema>;
