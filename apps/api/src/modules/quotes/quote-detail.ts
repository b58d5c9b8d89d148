import { centsToDecimal, hasPremierPlan, toUsDate, type QuoteDetail, type QuoteState } from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import { toUsDateOrNull } from '../shared/us-date.js';
import { quoteEffectiveDates } from './quote-dates.js';
import { requireCurrentQuote } from './quotes.service.js';

/** GET get-quote-detail: the quote view's content, as it was sent, with the effective dates it may be accepted with. */
export async function getQuoteDetail(ctx: RequestContext, enrollmentId: string): Promise<QuoteDetail> {
  const quote = await requireCurrentQuote(ctx, enrollmentId);
  const dates = quoteEffectiveDates(quote.effectiveDate, ctx.now).map(toUsDate);
  const chosen = toUsDateOrNull(quote.acceptedEffectiveDate ?? quote.effectiveDate);
  return {
    quote_id: quote.id,
    quote_name: quote.recipientName,
    status: quote.status as QuoteState,
    created_at: quote.createdAt.toISOString(),
    answered_at: quote.answeredAt?.toISOString() ?? null,
    message: quote.message,
    plans: quote.plans,
    initial_month_cost: centsToDecimal(quote.initialMonthCents),
    recurring_month_cost: centsToDecimal(quote.recurringMonthCents),
    premier_in_cart: hasPremierPlan(quote.plans),
    agent: quote.agent,
    effective_date: chosen && dates.includes(chosen) ? chosen : null,
    effective_dates: dates,
  };
}
