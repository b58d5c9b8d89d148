import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuoteStatusResponseSchema, type QuoteStatusResponse, type QuoteStatusValue } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { quoteDetailKey } from './get-quote-detail';

export interface QuoteAnswer {
  enrollment_id: string;
  quote_status: QuoteStatusValue;
  /** MM/DD/YYYY, with an accept. */
  effective_date?: string;
}

/** POST update-quoteseen-status: 1 accepts the quote, 0 declines it. */
export function updateQuoteSeenStatus(body: QuoteAnswer): Promise<QuoteStatusResponse> {
  return api.post('update-quoteseen-status', QuoteStatusResponseSchema, body);
}

export function useUpdateQuoteSeenStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteSeenStatus,
    onSuccess: (_data, variables) => void queryClient.invalidateQueries({ queryKey: quoteDetailKey(variables.enrollment_id) }),
  });
}
