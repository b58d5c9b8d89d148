import { useQuery } from '@tanstack/react-query';
import { QuoteDetailSchema, type QuoteDetail } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-quote-detail: the latest quote of the enrollment, as it was sent. */
export function getQuoteDetail(enrollmentId: string, signal?: AbortSignal): Promise<QuoteDetail> {
  return api.get('get-quote-detail', QuoteDetailSchema, { enrollment_id: enrollmentId }, signal);
}

export const quoteDetailKey = (tempId: string | null) => [...queryKeys.enrollment, 'quote', tempId] as const;

export function useQuoteDetail(tempId: string | null) {
  return useQuery({
    queryKey: quoteDetailKey(tempId),
    queryFn: ({ signal }) => getQuoteDetail(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
