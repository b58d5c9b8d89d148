import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPayments } from '../../config.js';
import { FAKE_STRIPE_CARDS, FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from '../../../test/helpers/fake-stripe.js';
import { createLocalTestPaymentProvider, TEST_CARD_NUMBERS } from './payment-provider.js';
import { createStripeProvider, verifyStripeEvent, type StripeSettings } from './stripe-provider.js';

let fake: FakeStripe;
let settings: StripeSettings;
beforeAll(async () => {
  fake = await startFakeStripe();
  settings = { secretKey: FAKE_STRIPE_KEYS.secret, publishableKey: FAKE_STRIPE_KEYS.publishable, webhookSecret: FAKE_STRIPE_KEYS.webhookSecret, apiBase: fake.url };
});
afterAll(async () => fake.close());

const charge = (paymentToken: string, idempotencyKey: string) =>
  createStripeProvider(settings).charge({ amountCents: 4599, currency: 'usd', paymentToken, idempotencyKey, description: 'First premium', metadata: { enrollment_id: 'e1' } });

describe('the Stripe adapter, against the fake of its API', () => {
  it('charges a payment method once per idempotency key', async () => {
    const pm = await fake.paymentMethod(FAKE_STRIPE_CARDS.accepted);
    const before = fake.intents.length;
    const first = await charge(pm, 'key-a');
    const again = await charge(pm, 'key-a');
    expect(first).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^pi_/) });
    expect(again).toEqual(first);
    expect(fake.intents.length - before).toBe(1);
    expect(fake.intents.at(-1)).toMatchObject({ amount: 4599, currency: 'usd', payment_method: pm, metadata: { enrollment_id: 'e1' } });
  });

  it('answers a decline at charge with the processor message', async () => {
    const pm = await fake.paymentMethod(FAKE_STRIPE_CARDS.declinedAtCharge);
    expect(await charge(pm, 'key-b')).toMatchObject({ status: 'declined', message: 'Your card was declined.', chargeId: expect.stringMatching(/^pi_/) });
  });

  it('answers a payment method Stripe does not know as declined (another card is needed), not as unavailable', async () => {
    expect(await charge('pm_never_made', 'key-unknown')).toMatchObject({ status: 'declined', chargeId: null });
  });

  it('reads a payment method back (brand in our words, last four, expiry), null for an unknown one', async () => {
    const pm = await fake.paymentMethod(FAKE_STRIPE_CARDS.accepted);
    const provider = createStripeProvider(settings);
    expect(await provider.paymentMethod!(pm)).toEqual({ brand: 'Visa', last4: '4242', expirationMonth: '12', expirationYear: '2030' });
    expect(await provider.paymentMethod!('pm_unknown')).toBeNull();
  });

  it('refunds part, then refuses more than is left', async () => {
    const pm = await fake.paymentMethod(FAKE_STRIPE_CARDS.accepted);
    const made = await charge(pm, 'key-c');
    if (made.status !== 'succeeded') throw new Error('not charged');
    const provider = createStripeProvider(settings);
    expect(await provider.refund({ chargeId: made.chargeId, amountCents: 599, idempotencyKey: 'r1' })).toMatchObject({ status: 'succeeded' });
    expect(await provider.refund({ chargeId: made.chargeId, amountCents: 5000, idempotencyKey: 'r2' })).toMatchObject({ status: 'failed' });
  });

  it('answers a processing PaymentIntent as pending, not paid', async () => {
    const pm = await fake.paymentMethod(FAKE_STRIPE_CARDS.processing);
    expect(await charge(pm, 'key-processing')).toMatchObject({ status: 'pending', chargeId: expect.stringMatching(/^pi_/) });
  });

  it('is refused a key re-used with other parameters, as Stripe refuses it', async () => {
    const pm = await fake.paymentMethod(FAKE_STRIPE_CARDS.accepted);
    expect(await charge(pm, 'key-params')).toMatchObject({ status: 'succeeded' });
    const other = await createStripeProvider(settings).charge({ amountCents: 4600, currency: 'usd', paymentToken: pm, idempotencyKey: 'key-params', description: 'First premium', metadata: { enrollment_id: 'e1' } });
    expect(other).toEqual({ status: 'unavailable' });
  });

  it('answers unavailable when the processor cannot be reached', async () => {
    const down = createStripeProvider({ ...settings, apiBase: 'http://127.0.0.1:9' });
    expect(await down.charge({ amountCents: 100, currency: 'usd', paymentToken: 'pm_x', idempotencyKey: 'k', description: '', metadata: {} })).toEqual({ status: 'unavailable' });
  });

  it('verifies a webhook signature with the webhook secret only', () => {
    const event = fake.signedEvent({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
    expect(verifyStripeEvent(settings, event.payload, event.signature)?.id).toBe('evt_1');
    expect(verifyStripeEvent(settings, event.payload.replace('pi_1', 'pi_2'), event.signature)).toBeNull();
    expect(verifyStripeEvent(settings, event.payload, undefined)).toBeNull();
  });
});

describe('the local test provider', () => {
  const card = (number: string) => ({ number, securityCode: '123', expirationMonth: '12', expirationYear: '2030', nameOnCard: 'A B', zip: '10001' });
  it('tokenizes 4000 0000 0000 0341 and declines it at charge; charges other cards once per key', async () => {
    const provider = createLocalTestPaymentProvider();
    const bad = await provider.tokenizeCard(card(TEST_CARD_NUMBERS.declinedAtCharge));
    const good = await provider.tokenizeCard(card(TEST_CARD_NUMBERS.accepted));
    if (!bad.ok || !good.ok) throw new Error('not tokenized');
    const req = { amountCents: 100, currency: 'usd', description: '', metadata: {} };
    expect(await provider.charge({ ...req, paymentToken: bad.token, idempotencyKey: 'a' })).toMatchObject({ status: 'declined' });
    const first = await provider.charge({ ...req, paymentToken: good.token, idempotencyKey: 'b' });
    expect(await provider.charge({ ...req, paymentToken: good.token, idempotencyKey: 'b' })).toEqual(first);
    if (first.status !== 'succeeded') throw new Error('not charged');
    expect(await provider.refund({ chargeId: first.chargeId, amountCents: 101, idempotencyKey: 'r' })).toMatchObject({ status: 'failed' });
    expect(await provider.refund({ chargeId: first.chargeId, idempotencyKey: 'r2' })).toMatchObject({ status: 'succeeded' });
    // A charge it never made (another processor's): nothing to give back.
    expect(await provider.refund({ chargeId: 'pi_made_by_stripe', idempotencyKey: 'r3' })).toMatchObject({ status: 'failed' });
  });
});

describe('PAYMENT_PROVIDER settings', () => {
  it('defaults to the local test provider charged at completion', () => {
    expect(readPayments({})).toEqual({ provider: 'local-test', chargeAt: 'completion', stripe: null });
  });
  it('refuses stripe without its keys, naming them', () => {
    expect(() => readPayments({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => readPayments({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be one of local-test, stripe/);
    expect(() => readPayments({ PAYMENT_CHARGE_AT: 'tomorrow' })).toThrow(/PAYMENT_CHARGE_AT/);
  });
  it('reads the keys and the API base', () => {
    const env = { PAYMENT_PROVIDER: 'stripe', PAYMENT_CHARGE_AT: 'effective_date', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111/' };
    expect(readPayments(env)).toEqual({ provider: 'stripe', chargeAt: 'effective_date', stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' } });
  });
});
