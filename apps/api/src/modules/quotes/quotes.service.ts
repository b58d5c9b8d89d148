import { randomBytes } from 'node:crypto';
import {
  QUOTE_EMAIL_TEMPLATE,
  QUOTE_STATUS,
  QUOTE_TAB,
  type DirectContinueResult,
  type QuotePreviewQuery,
  type QuotePreviewResponse,
  type QuoteState,
  type QuoteStatusRequest,
  type QuoteStatusResponse,
  type SaveQuoteRequest,
  type SaveQuoteResponse,
  API_MESSAGES,
} from '@benefit-store/domain';
import { attachEnrollment, findLinkedEnrollment, requireHeldEnrollment, updateEnrollment, withLockedEnrollment } from '../enrollment-record/index.js';
import { enqueueMessage } from '../mail/index.js';
import { AppError } from '../shared/app-error.js';
import { isExpired } from '../shared/link-token.js';
import type { RequestContext, SessionRef } from '../shared/request-context.js';
import { draftQuote, sameCart } from './quote-draft.js';
import { renderQuoteEmail } from './quote-email.js';
import { quoteLinkExpiry, quoteLinkUrl } from './quote-link.js';
import { toUsDateOrNull } from '../shared/us-date.js';
import { acceptedEffectiveDate, quotedEffectiveDate } from './quote-dates.js';
import { answerOpenQuote, findQuote, insertQuote, latestQuoteOf, type QuoteRow } from './quotes.repository.js';

/** Where links in the e-mail point: the configured public origin, or the origin the rep used. */
export interface LinkSettings {
  key: Buffer;
  origin: string;
}

/** GET get-quote-preview-content: the e-mail for these form values, without a link (nothing is saved). */
export async function previewQuote(ctx: RequestContext, query: QuotePreviewQuery): Promise<QuotePreviewResponse> {
  const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
  const draft = await draftQuote(ctx, enrollment);
  const email = renderQuoteEmail({
    ...draft,
    recipientName: query.name,
    message: query.message ?? null,
    effectiveDate: toUsDateOrNull(quotedEffectiveDate(query.effective_date, enrollment.effectiveDate, ctx.now)),
    link: null,
  });
  return { content: email.html };
}

/**
 * POST save-enrollment (tab cart_info): saves the cart as a quote with its own signed link, and writes its e-mail to
 * the outbox in the same transaction. The rep's cart view must still be the server's cart, or nothing is sent.
 */
export async function saveQuote(ctx: RequestContext, body: SaveQuoteRequest, links: LinkSettings): Promise<SaveQuoteResponse> {
  // Under the enrollment's lock: the cart compared with the rep's view is the cart the quote records.
  return withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment) => {
    const draft = await draftQuote({ ...ctx, db: tx }, enrollment);
    if (!sameCart(draft, body.data.plans)) throw AppError.conflict(API_MESSAGES.quoteCartChanged);
    // The date chosen in the cart is the quote's: in its e-mail, and preselected when the client opens it.
    const effectiveDate = quotedEffectiveDate(body.effective_date, enrollment.effectiveDate, ctx.now);
    const id = randomBytes(16).toString('base64url');
    const expiresAt = quoteLinkExpiry(ctx.now);
    const email = renderQuoteEmail({
      ...draft,
      recipientName: body.name,
      message: body.message ?? null,
      effectiveDate: toUsDateOrNull(effectiveDate),
      link: quoteLinkUrl(links.key, links.origin, id, expiresAt),
    });
    const outboxMessageId = await enqueueMessage(tx, {
      idempotencyKey: `quote:${id}`,
      channel: 'email',
      template: QUOTE_EMAIL_TEMPLATE,
      recipient: body.email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      sessionId: ctx.session?.id ?? null,
    });
    await insertQuote(tx, {
      id,
      enrollmentId: enrollment.id,
      sentBySessionId: ctx.session?.id ?? null,
      recipientName: body.name,
      recipientEmail: body.email,
      message: body.message ?? null,
      plans: draft.plans,
      initialMonthCents: draft.initialMonthCents,
      recurringMonthCents: draft.recurringMonthCents,
      agent: draft.agent,
      effectiveDate,
      outboxMessageId,
      createdAt: ctx.now,
      expiresAt,
    });
    return { result: { email: body.email } };
  });
}

/** The enrollment's current (newest) quote; the browser must hold the enrollment. */
export async function requireCurrentQuote(ctx: RequestContext, enrollmentId: string): Promise<QuoteRow> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const quote = await latestQuoteOf(ctx.db, enrollment.id);
  if (!quote) throw AppError.notFound();
  return quote;
}

function statusAnswer(quote: QuoteRow): QuoteStatusResponse {
  return {
    result: {
      quote_status: quote.status as QuoteState,
      answered_at: (quote.answeredAt ?? new Date(0)).toISOString(),
      effective_date: toUsDateOrNull(quote.acceptedEffectiveDate),
    },
  };
}

/** The same answer again is no error; the other answer after one was given is (a new quote is needed). */
function repeatOrRefuse(quote: QuoteRow, wanted: Exclude<QuoteState, 'sent'>): QuoteStatusResponse {
  if (quote.status === wanted) return statusAnswer(quote);
  throw AppError.conflict(quote.status === 'declined' ? API_MESSAGES.quoteDeclined : API_MESSAGES.quoteAlreadyAccepted);
}

/**
 * POST update-quoteseen-status: the client's answer, kept with its time. Accepting sets the chosen effective date
 * on the enrollment in the same transaction.
 */
export async function answerQuote(ctx: RequestContext, body: QuoteStatusRequest): Promise<QuoteStatusResponse> {
  return withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment) => {
    const quote = await latestQuoteOf(tx, enrollment.id);
    if (!quote) throw AppError.notFound();
    const wanted = body.quote_status === QUOTE_STATUS.accepted ? 'accepted' : 'declined';
    if (quote.status !== 'sent') return repeatOrRefuse(quote, wanted);
    if (isExpired(quote.expiresAt, ctx.now)) throw AppError.conflict(API_MESSAGES.quoteExpired);
    const effectiveDate = wanted === 'accepted' ? acceptedEffectiveDate(quote, body.effective_date, ctx.now) : null;
    const answered = await answerOpenQuote(tx, quote.id, wanted, ctx.now, effectiveDate);
    if (answered && effectiveDate) await updateEnrollment(tx, enrollment.id, { effectiveDate });
    if (answered) return statusAnswer(answered);
    // Another answer came first (the lock makes this unlikely): decide against what it recorded.
    return repeatOrRefuse((await findQuote(tx, quote.id))!, wanted);
  });
}

/** The quote a genuine, unexpired quote link names (direct-continue checked the link); 404 when there is none. */
export async function resolveQuoteLink(ctx: RequestContext, quoteId: string): Promise<QuoteRow> {
  const quote = await findQuote(ctx.db, quoteId);
  if (!quote) throw AppError.notFound();
  return quote;
}

/** GET direct-continue/{id} for a quote link: this browser now holds the quote's enrollment too (ARCHITECTURE §4). */
export async function openQuoteLink(ctx: RequestContext & { session: SessionRef }, quote: QuoteRow): Promise<DirectContinueResult> {
  const enrollment = await findLinkedEnrollment(ctx.db, quote.enrollmentId);
  if (!enrollment) throw AppError.notFound();
  await attachEnrollment(ctx.db, ctx.session.id, enrollment.id);
  return {
    result: {
      enrollment_id: enrollment.id,
      saved_tab: QUOTE_TAB,
      others: {
        group_id: enrollment.groupId,
        platform_group_id: enrollment.platformGroupId,
        agent_id: enrollment.agentId,
        open_type: enrollment.openType,
        eprocess: enrollment.eprocess,
        effective_date: toUsDateOrNull(enrollment.effectiveDate),
        type: enrollment.type,
        tier: enrollment.filterInfo.tier,
      },
      locale: enrollment.locale,
    },
  };
}
