import { useMutation } from '@tanstack/react-query';
import { QUOTE_TAB, SaveQuoteResponseSchema, type QuoteForm, type SaveQuoteRequestInput, type SaveQuoteResponse } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

export interface SaveQuoteInput {
  enrollmentId: string;
  form: QuoteForm;
  /** The cart lines the rep is looking at; the server refuses the quote if its cart differs. */
  plans: SaveQuoteRequestInput['data']['plans'];
  /** The effective date chosen in the cart (MM/DD/YYYY), kept with the quote; '' or absent for none. */
  effectiveDate?: string;
}

/** POST save-enrollment (tab cart_info): saves the cart as a quote and e-mails it. Returns the address it went to. */
export function saveQuote({ enrollmentId, form, plans, effectiveDate }: SaveQuoteInput): Promise<SaveQuoteResponse> {
  const body: SaveQuoteRequestInput = { enrollment_id: enrollmentId, tab: QUOTE_TAB, ...form, data: { plans }, ...(effectiveDate ? { effective_date: effectiveDate } : {}) };
  return api.post('save-enrollment', SaveQuoteResponseSchema, body);
}

export function useSaveQuote() {
  return useMutation({ mutationFn: saveQuote });
}
