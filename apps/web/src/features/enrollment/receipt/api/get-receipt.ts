import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceiptSchema, type Receipt } from '@benefit-store/domain';
import { api, apiUrl } from '../../../../lib/api-client';

/** GET get-receipt: the completed enrollment's confirmation number (policy_id), the person's name, callInvoice, rep_copy. */
export async function getReceipt(enrollmentId: string, signal?: AbortSignal): Promise<Receipt> {
  return api.get('get-receipt', ReceiptSchema, { enrollment_id: enrollmentId }, signal);
}

/**
 * The receipt does not change once written: fetched once per page, never refetched on focus; a 4xx is not retried.
 * Complete Enrollment asks for it ahead, beside the receipt page's code (review-confirm-step.tsx).
 */
export const receiptQuery = (enrollmentId: string | null) =>
  queryOptions({
    queryKey: ['receipt', enrollmentId] as const,
    queryFn: ({ signal }) => getReceipt(enrollmentId!, signal),
    enabled: Boolean(enrollmentId),
    staleTime: Infinity,
  });

export function useReceipt(enrollmentId: string | null) {
  return useQuery(receiptQuery(enrollmentId));
}

/** GET get-receipt-pdf: the PDF copy of the application, downloaded by the browser with its session cookie. */
export const receiptPdfUrl = (enrollmentId: string) => apiUrl('get-receipt-pdf', { enrollment_id: enrollmentId });
