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

/** A first premium to charge to a token the provider gave (issue 25 item 3). */
export interface ChargeRequest {
  amountCents: number;
  /** ISO 4217, lower case ('usd'). */
  currency: string;
  /** The token (or the processor's payment method id) the billing step kept. */
  paymentToken: string;
  /**
   * The same key always answers the same charge: the provider never charges twice for one key (Stripe's
   * Idempotency-Key; the local provider's memory of keys). Built from the enrollment, the token, the amount and the
   * currency (charges.ts firstPremiumKey); also sent in the metadata, so a webhook names our row.
   */
  idempotencyKey: string;
  /** Shown on the processor's dashboard. */
  description: string;
  metadata: Record<string, string>;
  /** The processor's customer the token was attached to for a later charge (prepareForLaterCharge). */
  customerId?: string;
  /** The person is not there (a charge on the effective date): the processor must not ask them to authenticate. */
  offSession?: boolean;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  /** The card was refused at charge time: the message the processor gave (kept for staff), the person sees ours. */
  | { status: 'declined'; chargeId: string | null; message: string }
  /** Accepted but not settled yet (Stripe's `processing`): not paid; its webhook tells the outcome. */
  | { status: 'pending'; chargeId: string }
  /** No answer (a timeout, a processor error): it may or may not have charged; the same key asks again. */
  | { status: 'unavailable' };

export interface RefundRequest {
  chargeId: string;
  /** Absent: the whole amount charged. */
  amountCents?: number;
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; refundId: string } | { status: 'failed'; message: string };

export interface PaymentProvider {
  readonly name: string;
  tokenizeCard(card: CardToTokenize): Promise<TokenizeResult>;
  /** Charges once per idempotency key (a repeat answers the first result). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back part or all of a succeeded charge (a void is a full refund before settlement: decision 0085). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The browser tokenizes cards itself with the processor (Stripe): the server refuses a raw card number and takes the
   * processor's payment method id instead. Absent or false: cards come to tokenizeCard (the local test provider).
   */
  readonly browserTokenization?: { publishableKey: string; apiBase: string } | null;
  /**
   * Makes a token chargeable later, when the person is not there (PAYMENT_CHARGE_AT=effective_date): Stripe attaches
   * the payment method to a new Customer and answers its id. Absent: tokens need nothing (the local provider).
   */
  prepareForLaterCharge?(paymentToken: string, description: string): Promise<{ customerId: string } | null>;
  /** Reads a payment method the browser created (its brand, last4, expiry), or null when the processor does not know it. */
  paymentMethod?(id: string): Promise<{ brand: string; last4: string; expirationMonth: string; expirationYear: string } | null>;
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
 * - 4000 0000 0000 0119: the provider is unavailable (a processing error; the person may try again);
 * - 4000 0000 0000 0341: accepted at the billing step, declined when the first premium is charged at completion (as
 *   Stripe's test card of that number): the review shows the decline and a way back to billing for another card.
 * Its tokens are 'tok_test_' plus random characters: they stand for nothing outside this process's data.
 */
export const TEST_CARD_NUMBERS = {
  accepted: '4242424242424242',
  acceptedMastercard: '5555555555554444',
  declined: '4000000000000002',
  unavailable: '4000000000000119',
  declinedAtCharge: '4000000000000341',
} as const;

/** The message the local provider gives a decline at charge (Stripe's words for its test card). */
export const LOCAL_DECLINE_MESSAGE = 'Your card was declined.';

/**
 * The local test provider: tokens that decline at charge start with this prefix (the token stands for nothing else,
 * so a restart of the process keeps the behaviour: nothing is held in memory about a token).
 */
const DECLINE_AT_CHARGE_PREFIX = 'tok_test_dc_';

/**
 * The local test provider, one per app (a test building two apps gets two memories of keys). It keeps in memory the
 * answers given per idempotency key, so a repeat answers the same charge, like a processor; a restart forgets them,
 * which the charges table's unique key covers (decision 0085).
 */
export function createLocalTestPaymentProvider(): PaymentProvider {
  const charges = new Map<string, ChargeResult>();
  const charged = new Map<string, { amountCents: number; refundedCents: number }>();
  const refunds = new Map<string, RefundResult>();
  return {
    name: 'local-test',
    tokenizeCard(card) {
      if (card.number === TEST_CARD_NUMBERS.declined) return Promise.resolve({ ok: false, reason: 'declined' });
      if (card.number === TEST_CARD_NUMBERS.unavailable) return Promise.resolve({ ok: false, reason: 'unavailable' });
      // The token is random: it must not be derivable from the number (a hash of a card number is not a secret).
      const prefix = card.number === TEST_CARD_NUMBERS.declinedAtCharge ? DECLINE_AT_CHARGE_PREFIX : 'tok_test_';
      const token = `${prefix}${randomBytes(12).toString('base64url')}`;
      return Promise.resolve({ ok: true, token, brand: cardBrand(card.number), last4: card.number.slice(-4) });
    },
    charge(request) {
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      const chargeId = `ch_test_${randomBytes(12).toString('base64url')}`;
      let result: ChargeResult;
      if (request.paymentToken.startsWith(DECLINE_AT_CHARGE_PREFIX)) result = { status: 'declined', chargeId, message: LOCAL_DECLINE_MESSAGE };
      else {
        result = { status: 'succeeded', chargeId };
        charged.set(chargeId, { amountCents: request.amountCents, refundedCents: 0 });
      }
      charges.set(request.idempotencyKey, result);
      return Promise.resolve(result);
    },
    refund(request) {
      const earlier = refunds.get(request.idempotencyKey);
      if (earlier) return Promise.resolve(earlier);
      const charge = charged.get(request.chargeId);
      // A charge this provider did not make (another processor's, or made before a restart): there is no money here to
      // give back, so it refuses, as a processor does for a charge id it does not know.
      if (!charge) return Promise.resolve({ status: 'failed', message: `No such charge: ${request.chargeId}` });
      const left = charge.amountCents - charge.refundedCents;
      const amount = request.amountCents ?? left;
      let result: RefundResult;
      if (amount <= 0 || amount > left) result = { status: 'failed', message: 'The amount is more than what is left to refund.' };
      else {
        charge.refundedCents += amount;
        result = { status: 'succeeded', refundId: `re_test_${randomBytes(12).toString('base64url')}` };
      }
      refunds.set(request.idempotencyKey, result);
      return Promise.resolve(result);
    },
  };
}

/** The default provider before the app installs its own (scripts, tests that call services directly). */
export const localTestPaymentProvider: PaymentProvider = createLocalTestPaymentProvider();

let current: PaymentProvider = localTestPaymentProvider;

/** The provider in use: the local test provider unless a deployment installs its processor's adapter at start-up. */
export const paymentProvider = (): PaymentProvider => current;

/** Installs another provider (a processor's adapter at start-up, or a test's stub); returns the one it replaced. */
export function usePaymentProvider(provider: PaymentProvider): PaymentProvider {
  const previous = current;
  current = provider;
  return previous;
}
