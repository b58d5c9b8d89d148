import {
  agreementFlagsFor,
  agreementTextsFor,
  cartPlanFacts,
  dependentLimits,
  issuesToFieldErrors,
  MESSAGES,
  offersTextNotification,
  REVIEW_MESSAGES,
  ReviewInfoAnswerSchema,
  ReviewInfoDraftSchema,
  type DeleteDependentInIoAnswer,
  type ReviewCart,
  type ReviewInfoAnswer,
  type ReviewSummary,
} from '@benefit-store/domain';
import { cartLines, getPlanCart } from '../../cart/index.js';
import { toUsDateOrNull } from '../../shared/us-date.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { readAgreementInfoAnswer } from '../agreement/agreement-info.service.js';
import { enrollByOf } from '../enrollment-step.service.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { readTabData, saveTabData } from '../tab-data.repository.js';
import { readColumn, type TempInfoColumnRegistry } from '../temp-info-column-registry.js';
import { deleteTabData } from './review.repository.js';

const TAB = 'review_info';

/** What decides the text-message checkbox (spec 002 section 2.2), read through ctx.db (inside a lock: pass the tx as ctx.db). */
async function signatureFacts(ctx: RequestContext, enrollment: EnrollmentRow) {
  const [lines, agreement] = await Promise.all([cartLines(ctx.db, enrollment.id), readAgreementInfoAnswer(ctx, enrollment)]);
  const facts = cartPlanFacts(
    lines.map((l) => l.planType),
    enrollment.filterInfo.tier,
  );
  const enrollBy = enrollByOf(enrollment);
  const alreadySigned = agreement?.signed ?? false;
  const signatureRequired = agreementFlagsFor(enrollment.eprocess).signatureRequired;
  return {
    facts,
    enrollBy,
    alreadySigned,
    signatureRequired,
    offersText: offersTextNotification({ enrollBy, ihaInCart: facts.is_IHA, alreadySigned, signatureRequired }),
  };
}

/**
 * The spec's cart entity for the review: get-plan-cart's cart (its prices and totals, not computed again) with the
 * effective date, the signature facts and whether the text-message checkbox is offered.
 */
export async function reviewCart(ctx: RequestContext, enrollment: EnrollmentRow): Promise<ReviewCart> {
  const [cart, facts] = await Promise.all([getPlanCart(ctx, enrollment.id), signatureFacts(ctx, enrollment)]);
  return {
    ...cart,
    effective_date: toUsDateOrNull(enrollment.effectiveDate),
    has_already_signed: facts.alreadySigned,
    signature_required: facts.signatureRequired,
    is_IHA: facts.facts.is_IHA,
    has_spouse: facts.facts.has_spouse,
    enroll_by: facts.enrollBy,
    offers_text_notification: facts.offersText,
  };
}

/**
 * GET get-review-summary: the cart and every step's saved value as get-enrollment-temp-info answers its column (so a
 * member-store enrollment sees here exactly what it sees there), the agreement's texts and ticks, the review's draft.
 */
export async function getReviewSummary(ctx: RequestContext, columns: TempInfoColumnRegistry, enrollmentId: string): Promise<ReviewSummary> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const column = (name: Parameters<typeof readColumn>[3]) => readColumn(ctx, columns, enrollment, name);
  const [cart, primary, contact, employer, beneficiaries, health, dependents, payment, agreement, review] = await Promise.all([
    reviewCart(ctx, enrollment),
    column('primary_info'),
    column('contact_info'),
    column('employer_info'),
    column('benificiary_info'),
    column('health_info'),
    column('dependent_info'),
    column('payment_info'),
    readAgreementInfoAnswer(ctx, enrollment),
    column('review_info'),
  ]);
  return {
    cart,
    sections: {
      primary_info: primary,
      contact_info: contact,
      employer_info: employer,
      benificiary_info: beneficiaries,
      health_info: health,
      dependent_info: dependents,
      payment_info: payment,
      agreement_info: agreement,
    } as ReviewSummary['sections'],
    agreement_texts: agreementTextsFor(cart.result.map((p) => p.plan_category)),
    review_info: review as ReviewInfoAnswer | null,
  };
}

/**
 * The review's Save & Continue Later (save-enrollment, tab review_info): the additional notes and the text-message
 * flag as a draft, checked as save-review-info checks them. The flag is kept only where the checkbox is offered; the
 * notes are free text (anything a person writes), so they are kept encrypted like the steps' secrets.
 */
export async function saveReviewInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<ReviewInfoAnswer> {
  const raw = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  const parsed = ReviewInfoDraftSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('invalid', MESSAGES.validationFailed, issuesToFieldErrors(parsed.error.issues));
  const facts = await signatureFacts({ ...ctx, db: tx }, enrollment);
  const answer: ReviewInfoAnswer = { additional_notes: parsed.data.additional_notes ?? '', send_sms: facts.offersText ? parsed.data.send_sms : 0 };
  await saveTabData(tx, ctx.cipher, enrollment.id, TAB, { data: { send_sms: answer.send_sms }, secrets: answer.additional_notes ? { additional_notes: answer.additional_notes } : {} }, ctx.now);
  return answer;
}

/** get-enrollment-temp-info's review_info: the saved draft, null until saved. Entered in this enrollment, so a member-store enrollment sees it too. */
export async function readReviewInfoAnswer(ctx: RequestContext, row: EnrollmentRow): Promise<ReviewInfoAnswer | null> {
  const saved = await readTabData(ctx.db, ctx.cipher, row.id, TAB);
  if (!saved) return null;
  // The notes are in the secrets; a review completed before decision 0081 kept them in the data until the seal job
  // (completion/review-notes-backfill.ts) moves them.
  const clearNotes = typeof saved.data.additional_notes === 'string' ? saved.data.additional_notes : '';
  const parsed = ReviewInfoAnswerSchema.safeParse({ additional_notes: saved.secrets.additional_notes ?? clearNotes, send_sms: saved.data.send_sms ?? 0 });
  return parsed.success ? parsed.data : null;
}

/**
 * POST delete-dependent-in-IO: removes the saved dependents when the enrollment's tier and cart cover none (Member
 * Only: dependentLimits' max 0), so a list saved before the tier changed is not completed with it. Other tiers keep
 * their list. Answers the spec's message.
 */
export async function deleteDependentInIo(ctx: RequestContext, enrollmentId: string): Promise<DeleteDependentInIoAnswer> {
  return withLockedEnrollment(ctx, enrollmentId, async (tx, enrollment) => {
    const lines = await cartLines(tx, enrollment.id);
    const facts = cartPlanFacts(
      lines.map((l) => l.planType),
      enrollment.filterInfo.tier,
    );
    if (dependentLimits(facts).max > 0) return { message: REVIEW_MESSAGES.dependentsKept, deleted: false };
    const deleted = await deleteTabData(tx, enrollment.id, 'dependent_info');
    return { message: deleted ? REVIEW_MESSAGES.dependentsRemoved : REVIEW_MESSAGES.noDependentsToRemove, deleted };
  });
}
