import { BILLING_MESSAGES, MESSAGES, type BillingStepOptions } from '@benefit-store/domain';
import { ApiError } from '../../../../lib/api-error';

type CardProcessor = NonNullable<BillingStepOptions['card_processor']>;

export interface ProcessorCard {
  card_number: string;
  security_code: string;
  expiration_month: string;
  expiration_year: string;
  name: string;
  zip: string;
}

const refusal = (message: string) => new ApiError(MESSAGES.validationFailed, 422, undefined, [{ target_element: 'card_number', error_message: message }]);

/**
 * POST ${api_base}/v1/payment_methods with the processor's publishable key (Stripe's API allows this from a browser):
 * the card goes from this page to the processor, never to our server, which receives only the answered id
 * (decision 0085). A refusal (402) is shown under the card number like the server's; no answer, as unavailable.
 */
export async function createPaymentMethod(processor: CardProcessor, card: ProcessorCard): Promise<string> {
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': card.card_number.replace(/\D/g, ''),
    'card[cvc]': card.security_code,
    'card[exp_month]': card.expiration_month,
    'card[exp_year]': card.expiration_year,
    'billing_details[name]': card.name,
    'billing_details[address][postal_code]': card.zip,
  });
  let response: Response;
  try {
    response = await fetch(`${processor.api_base}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${processor.publishable_key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      credentials: 'omit',
    });
  } catch {
    throw refusal(BILLING_MESSAGES.paymentProviderUnavailable);
  }
  const answer = (await response.json().catch(() => null)) as { id?: unknown; error?: { type?: string } } | null;
  if (response.ok && typeof answer?.id === 'string') return answer.id;
  throw refusal(answer?.error?.type === 'card_error' ? BILLING_MESSAGES.cardDeclined : BILLING_MESSAGES.paymentProviderUnavailable);
}
