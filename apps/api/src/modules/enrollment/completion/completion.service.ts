import { randomBytes } from 'node:crypto';
import {
  agreementTextsFor,
  BILLING_MESSAGES,
  completionProblems,
  confirmationNumber,
  isInvoiced,
  MESSAGES,
  type Receipt,
  type SaveReviewInfoBody,
  type SaveReviewInfoResult,
} from '@benefit-store/domain';
import { cartLines } from '../../cart/index.js';
import { enqueueFirstInvoice } from '../../invoices/index.js';
import { enqueueMessage } from '../../mail/index.js';
import { personOf } from '../../catalog/index.js';
import { findRepContact } from '../../quotes/index.js';
import { attachChargeToPolicy, claimFirstPremium, paymentProvider, releaseFirstPremium, sendClaimedCharge, type ChargeRequest } from '../../payments/index.js';
import { AppError } from '../../shared/app-error.js';
import { inLocale } from '../../shared/locale-scope.js';
import type { RequestContext } from '../../shared/request-context.js';
import { dynamicTabsOfCart } from '../dynamic-tabs.service.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { personalReadOnlyValues } from '../personal/personal-info.service.js';
import { readAllTabData, saveTabData } from '../tab-data.repository.js';
import { boughtCart } from './bought-cart.js';
import {
  clearCart,
  findCompletion,
  findSignedRecord,
  insertCompletion,
  insertPolicy,
  insertSignedRecord,
  type SignedRecordRow,
} from './completion.repository.js';
import { receiptPdfFilename, renderReceiptSms } from './receipt-email.js';
import { sealCompletionNotes } from './review-notes.js';
import { enqueueReceiptMail, receiptPdfOfRecord, type ReceiptRecipient } from './receipt-mail.job.js';
import { enqueueFirstPremiumCharge } from './first-premium.job.js';
import type { SignedRecordContent } from './signed-record-content.js';
import { sealSignedRecord, type SignedRecordSecrets } from './signed-record.js';

export { RECEIPT_EMAIL_TEMPLATE } from './receipt-mail.job.js';
export const RECEIPT_SMS_TEMPLATE = 'enrollment-receipt-sms';

/** What completion needs from the request and the server beyond the context. */
export interface CompletionSettings {
  /** The client's address (request.ip, behind TRUST_PROXY), kept in the signed record. */
  clientAddress: string;
  /** The request's locale, kept in the record (the texts were shown in it). */
  locale: string;
  /** Told how long the enrollment's row lock was held (ms), for the Server-Timing answer header. */
  onLockHeld?: (ms: number) => void;
  /** PAYMENT_CHARGE_AT: the first premium is charged here (completion, the default) or by a job on the effective date. */
  chargeAt?: 'completion' | 'effective_date';
}

/** A completion the first premium's charge refused: nothing is written (a declined charge's row was written before). */
type Refused = { refused: AppError };
/** A pending charge claimed (and committed with this pass): the processor is asked after the commit, then completion again. */
type Send = { send: { chargeRowId: number; charge: ChargeRequest } };

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const MAX_POLICY_ATTEMPTS = 5;

/**
 * The address of the rep ("the client": docs/decisions/0037-receipt-figures-and-rep-copy.md) the receipt's second copy goes to; null without a rep with
 * an e-mail address: no copy then (not to the store's own no-reply sender), and the receipt page says it went to the person.
 */
async function clientMailbox(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow): Promise<string | null> {
  const rep = await findRepContact(tx, [
    { agentId: enrollment.agentId, groupId: enrollment.groupId },
    { agentId: ctx.site.agentId, groupId: ctx.site.groupId },
  ]);
  return rep?.email?.trim() || null;
}

/**
 * POST save-review-info: completes the enrollment once (issue 11 item 5). Under the enrollment's row lock: an
 * enrollment already completed answers its policy again (a double click, a retry after a lost answer, a second
 * browser) and writes nothing; otherwise every required step is checked on the server (domain completionProblems),
 * and in this one transaction the policy is written with its plans at the prices the review showed, the signed
 * record stored, the enrollment marked completed, the review's notes saved, the cart cleared, the first-invoice job
 * queued when the payment method is invoiced, the text message queued in the outbox and the receipt e-mails queued as
 * jobs (person and client). Only that holds the lock: the jobs build the PDF and the e-mails after the commit, from
 * the committed record (docs/decisions/0065-completion-after-commit.md).
 */
export async function saveReviewInfo(ctx: RequestContext, body: SaveReviewInfoBody, settings: CompletionSettings): Promise<SaveReviewInfoResult> {
  // At most: a pass that claims the charge, then one that completes with it.
  let charged: number | null = null;
  for (let pass = 0; pass < 2; pass++) {
    let answer: Awaited<ReturnType<typeof completeOnce>>;
    try {
      answer = await completeOnce(ctx, body, settings);
    } catch (err) {
      // The completion failed after its charge: the enrollment may change again; its next completion reuses the charge.
      if (charged !== null) await releaseFirstPremium(ctx.db, charged);
      throw err;
    }
    if ('refused' in answer) {
      if (charged !== null) await releaseFirstPremium(ctx.db, charged);
      throw answer.refused;
    }
    if (!('send' in answer)) return answer;
    const outcome = await sendClaimedCharge(ctx.db, paymentProvider(), answer.send, () => ctx.now);
    if (outcome.status === 'succeeded') charged = outcome.chargeRowId;
    if (outcome.status === 'declined') throw declinedError();
    // Unknown: the row stays pending, and a retry re-sends the same key (the processor answers the charge it made).
    if (outcome.status === 'unconfirmed') throw new AppError('conflict', BILLING_MESSAGES.chargeUnconfirmed);
  }
  throw new Error('the first premium was charged, yet the completion found no succeeded charge');
}

const declinedError = () => new AppError('invalid', BILLING_MESSAGES.chargeDeclined, [{ target_element: 'billing_info', error_message: BILLING_MESSAGES.chargeDeclined }]);

/** One locked pass of completion: the policy, or a charge to send first, or a refusal. */
async function completeOnce(ctx: RequestContext, body: SaveReviewInfoBody, settings: CompletionSettings): Promise<SaveReviewInfoResult | Refused | Send> {
  return withLockedEnrollment<SaveReviewInfoResult | Refused | Send>(ctx, body.enrollment_id, async (tx, enrollment) => {
    const done = await findCompletion(tx, enrollment.id);
    if (done) return { policy_id: done.policyId };

    const lines = await cartLines(tx, enrollment.id);
    const tabs = dynamicTabsOfCart(enrollment, lines);
    const saved = await readAllTabData(tx, ctx.cipher, enrollment.id);
    const texts = agreementTextsFor(lines.map((l) => l.category));
    const problems = completionProblems({
      tabs,
      saved: Object.fromEntries(Object.entries(saved).map(([tab, t]) => [tab, { data: t.data, secretKeys: Object.keys(t.secrets) }])),
      agreementTextIds: texts.map((t) => t.id),
      cartSize: lines.length,
    });
    if (problems.length > 0) throw new AppError('invalid', MESSAGES.validationFailed, problems);

    const cart = await boughtCart(tx, lines);
    const personal = saved.primary_info?.data ?? {};
    const contact = saved.contact_info?.data ?? {};
    const agreement = saved.agreement_info;
    const agreedIds: unknown[] = Array.isArray(agreement?.data.agreed) ? agreement.data.agreed : [];
    const name = [str(personal.first_name), str(personal.last_name)].filter(Boolean).join(' ');
    // The notes are free text (health details too): kept only encrypted, as the review's draft keeps them (review-notes.ts).
    const notes = body.additional_notes ?? '';
    const review = { send_sms: body.send_sms, first_enroll: body.first_enroll };
    const callInvoice = isInvoiced(saved.billing_info?.data.payment_method);

    // The first premium (decision 0085). The charge row is the mutex and the record: under this lock (database work
    // only) the enrollment's charges are read and a `pending` row is claimed and committed; the processor is then asked
    // after the commit, with no lock and no connection held, and this completes in a second locked pass, which finds
    // the succeeded charge (of any card) and charges nothing more. A concurrent completion that finds a charge in
    // flight answers 409 at once; a declined card commits only its row and leaves the enrollment pending.
    const billing = saved.billing_info;
    const cardToken = billing?.data.payment_method === 'cc' ? billing.secrets.card_token : undefined;
    const chargeNow = settings.chargeAt !== 'effective_date';
    let chargeRowId: number | null = null;
    if (cardToken && chargeNow && cart.firstMonthCents > 0) {
      const claim = await claimFirstPremium(tx, paymentProvider().name, {
        enrollmentId: enrollment.id,
        amountCents: cart.firstMonthCents,
        paymentToken: cardToken,
        card: { brand: str(billing?.data.brand) || null, last4: str(billing?.data.card_number).slice(-4) || null },
        description: 'First premium',
        metadata: { enrollment_id: enrollment.id },
        now: ctx.now,
      });
      if (claim.kind === 'send') return { send: claim };
      if (claim.kind === 'declined') return { refused: declinedError() };
      if (claim.kind === 'inProgress') return { refused: new AppError('conflict', BILLING_MESSAGES.chargeInProgress) };
      if (claim.kind === 'capped') return { refused: new AppError('conflict', BILLING_MESSAGES.chargeAttemptsExceeded) };
      chargeRowId = claim.chargeRowId;
    }

    // The policy, under a confirmation number not yet taken.
    const person = personOf(enrollment.filterInfo, ctx.now);
    let policyId = '';
    let completedId: number | null = null;
    for (let attempt = 0; attempt < MAX_POLICY_ATTEMPTS && completedId === null; attempt++) {
      policyId = confirmationNumber(ctx.now.getUTCFullYear(), (n) => randomBytes(n));
      completedId = await insertPolicy(
        tx,
        {
          ref: policyId,
          policyId,
          memberId: enrollment.userId,
          age: Math.max(0, person.age),
          gender: enrollment.filterInfo.gender,
          tier: enrollment.filterInfo.tier,
          state: str(contact.state) || enrollment.filterInfo.state,
          agentId: enrollment.agentId,
          groupId: enrollment.groupId,
          portalId: enrollment.portalId,
          completedAt: ctx.now,
        },
        lines.map((l) => l.planId),
      );
    }
    if (completedId === null) throw new Error('no free confirmation number');
    if (chargeRowId !== null) await attachChargeToPolicy(tx, chargeRowId, policyId);
    // On the effective date instead: a job charges the token kept (encrypted) in the signed record.
    if (cardToken && !chargeNow && cart.firstMonthCents > 0) {
      await enqueueFirstPremiumCharge(tx, { enrollmentId: enrollment.id, policyId, effectiveDate: enrollment.effectiveDate, amountCents: cart.firstMonthCents, now: ctx.now });
    }

    const content: SignedRecordContent = {
      version: 2,
      policy_id: policyId,
      enrollment_id: enrollment.id,
      person: {
        name,
        email: str(contact.email_address),
        phone: str(contact.phone_number),
        address: [contact.address1, contact.address2, contact.city, contact.state, contact.zip].map(str).filter(Boolean).join(', '),
      },
      effective_date: enrollment.effectiveDate,
      cart: cart.record,
      agreement: {
        texts: texts.map((t) => ({ id: t.id, text_head: t.text_head, text_body: t.text_body, agreed: agreedIds.includes(t.id) })),
        fields: Object.fromEntries(Object.entries(agreement?.data ?? {}).filter(([k]) => k !== 'agreed')),
      },
      // Gender and birth date are the filter's (priced on them; the personal step shows them read-only), kept with it.
      answers: Object.fromEntries(
        Object.entries(saved)
          .filter(([tab]) => tab !== 'agreement_info' && tab !== 'review_info')
          .map(([tab, t]) => [tab, tab === 'primary_info' ? { ...t.data, ...personalReadOnlyValues(enrollment) } : t.data]),
      ),
      review,
      eprocess: enrollment.eprocess,
      locale: settings.locale,
    };
    const secrets: SignedRecordSecrets = Object.fromEntries(
      Object.entries(saved)
        .filter(([tab, t]) => tab !== 'review_info' && Object.keys(t.secrets).length > 0)
        .map(([tab, t]) => [tab, t.secrets]),
    );
    // The notes as completed (not a draft saved for later), among the secrets.
    if (notes !== '') secrets.review_info = { additional_notes: notes };
    await insertSignedRecord(
      tx,
      sealSignedRecord(ctx.cipher, {
        enrollmentId: enrollment.id,
        policyId,
        record: content as unknown as Record<string, unknown>,
        secrets,
        signatureKind: agreement?.secrets.signature ? 'drawn' : 'typed',
        signedAt: ctx.now,
        clientAddress: settings.clientAddress,
      }),
    );

    await saveTabData(tx, ctx.cipher, enrollment.id, 'review_info', { data: review, secrets: notes !== '' ? { additional_notes: notes } : {} }, ctx.now);
    const clientAddress = await clientMailbox(ctx, tx, enrollment);
    await insertCompletion(tx, {
      enrollmentId: enrollment.id,
      policyId,
      completedEnrollmentId: completedId,
      name,
      callInvoice,
      additionalNotes: sealCompletionNotes(ctx.cipher, enrollment.id, notes),
      sendSms: review.send_sms === 1,
      firstEnroll: review.first_enroll === 1,
      repCopy: clientAddress !== null,
      completedAt: ctx.now,
    });
    await clearCart(tx, enrollment.id);
    if (callInvoice) {
      await enqueueFirstInvoice(tx, { policyId, effectiveDate: enrollment.effectiveDate, amountCents: cart.firstMonthCents });
    }

    const sessionId = ctx.session?.id ?? null;
    const recipients: { to: ReceiptRecipient; address: string | null }[] = [
      { to: 'person', address: content.person.email },
      { to: 'client', address: clientAddress },
    ];
    for (const { to, address } of recipients) {
      if (address) await enqueueReceiptMail(tx, { enrollmentId: enrollment.id, policyId, to, address, sessionId, locale: enrollment.locale });
    }
    if (review.send_sms === 1 && content.person.phone) {
      const text = renderReceiptSms(policyId);
      await enqueueMessage(tx, { idempotencyKey: `receipt-sms:${policyId}`, channel: 'sms', template: RECEIPT_SMS_TEMPLATE, recipient: content.person.phone, subject: text, html: null, text, sessionId });
    }
    return { policy_id: policyId };
  }, { completion: true, onLockHeld: settings.onLockHeld });
}

/** The completion of an enrollment this browser holds; 404 while it is not completed (or not this browser's). */
async function requireCompletion(ctx: RequestContext, enrollmentId: string) {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const completion = await findCompletion(ctx.db, enrollment.id);
  if (!completion) throw AppError.notFound(MESSAGES.notFound);
  return completion;
}

/**
 * GET get-receipt: the confirmation number, the person's name, whether the first invoice is made by the server, and
 * whether the receipt e-mail also went to the client (decided and stored by the completion itself: the mail's job is
 * purged a week after it ran, and the receipt stays readable for as long as the browser holds the enrollment).
 */
export async function getReceipt(ctx: RequestContext, enrollmentId: string): Promise<Receipt> {
  const completion = await requireCompletion(ctx, enrollmentId);
  return { policy_id: completion.policyId, name: completion.name, callInvoice: completion.callInvoice, rep_copy: completion.repCopy };
}

/** The PDF of a stored signed record, health answers included: the same document the person's receipt e-mail carries (the client's copy leaves them out). */
export async function receiptPdfOf(ctx: RequestContext, record: SignedRecordRow): Promise<Uint8Array> {
  return receiptPdfOfRecord(ctx.cipher, record);
}

/**
 * GET get-receipt-pdf: the application as submitted, for the browser that completed it, in the enrollment's language
 * (the one its receipt e-mail was written in), whatever language the browser asks in now: the same document the
 * person's e-mail carries.
 */
export async function getReceiptPdf(ctx: RequestContext, enrollmentId: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const completion = await findCompletion(ctx.db, enrollment.id);
  if (!completion) throw AppError.notFound(MESSAGES.notFound);
  const record = await findSignedRecord(ctx.db, completion.enrollmentId);
  if (!record) throw AppError.notFound(MESSAGES.notFound);
  return { filename: receiptPdfFilename(completion.policyId), pdf: await inLocale(enrollment.locale, () => receiptPdfOf(ctx, record)) };
}
