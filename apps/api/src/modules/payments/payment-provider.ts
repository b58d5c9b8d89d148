import { randomBytes } from 'node:crypto';

/**
 * Cards go to a payment provider, which keeps the number and answers a token; we keep only the token, the brand, the
 * last four digits and the expiry (issue 11 item 2). The card number and security code exist only in the request
 * being handled: they are never stored, never logged (logger-options.ts redacts card_number and security_code), and
 * never part of an error.
 */
export interface CardToTokenize {
  number: string;
  securityCode: string;
  expirationMonth: string;
  expirationYear: string;
  nameOnCard: string;
  zip: string;
}

export type TokenizeResult =
  | { ok: true; token: string; brand: string; last4: string }
  /** declined: the provider refused the card (shown under the card number); unavailable: it could not be reached. */
  | { ok: false; reason: 'declined' | 'unavailable' };

export interface PaymentProvider {
  readonly name: string;
  tokenizeCard(card: CardToTokenize): Promise<TokenizeResult>;
}

/** The card's brand from its leading digits (for display next to the masked number). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/**
 * The local test provider (development, tests, the demo): no network. Documented test numbers (README):
 * - 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), and any other number passing the Luhn check: accepted;
 * - 4000 0000 0000 0002: declined ('Your card was declined. Please use another card.' under the card number);
 * - 4000 0000 0000 0119: the provider is unavailable (a processing error; the person may try again).
 * Its tokens are 'tok_test_' plus random characters: they stand for nothing outside this process's data.
 */
export const TEST_CARD_NUMBERS = {
  accepted: '4242424242424242',
  acceptedMastercard: '5555555555554444',
  declined: '4000000000000002',
  unavailable: '4000000000000119',
} as const;

export const localTestPaymentProvider: PaymentProvider = {
  name: 'local-test',
  tokenizeCard(card) {
    if (card.number === TEST_CARD_NUMBERS.declined) return Promise.resolve({ ok: false, reason: 'declined' });
    if (card.number === TEST_CARD_NUMBERS.unavailable) return Promise.resolve({ ok: false, reason: 'unavailable' });
    // The token is random: it must not be derivable from the number (a hash of a card number is not a secret).
    const token = `tok_test_${randomBytes(12).toString('base64url')}`;
    return Promise.resolve({ ok: true, token, brand: cardBrand(card.number), last4: card.number.slice(-4) });
  },
};

let current: PaymentProvider = localTestPaymentProvider;

/** The provider in use: the local test provider unless a deployment installs its processor's adapter at start-up. */
export const paymentProvider = (): PaymentProvider => current;

/** Installs another provider (a processor's adapter at start-up, or a test's stub); returns the one it replaced. */
export function usePaymentProvider(provider: PaymentProvider): PaymentProvider {
  const previous = current;
  current = provider;
  return previous;
}
