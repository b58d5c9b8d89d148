import { useMutation } from '@tanstack/react-query';
import { QUOTE_TAB, QuotePreviewResponseSchema, type QuoteForm, type QuotePreviewResponse } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-quote-preview-content: the quote e-mail's HTML for the values in the form, without its link. */
export function getQuotePreviewContent(enrollmentId: string, form: QuoteForm, effectiveDate = ''): Promise<QuotePreviewResponse> {
  return api.get('get-quote-preview-content', QuotePreviewResponseSchema, {
    enrollment_id: enrollmentId,
    email: form.email,
    name: form.name,
    tab: QUOTE_TAB,
    message: form.message,
    type: 'preview',
    ...(effectiveDate ? { effective_date: effectiveDate } : {}),
  });
}

/** Asked for on the Preview click with the form's current values, so it is a mutation rather than a cached query. */
export function useQuotePreview() {
  return useMutation({
    mutationFn: ({ enrollmentId, form, effectiveDate }: { enrollmentId: string; form: QuoteForm; effectiveDate?: string }) =>
      getQuotePreviewContent(enrollmentId, form, effectiveDate),
  });
}
