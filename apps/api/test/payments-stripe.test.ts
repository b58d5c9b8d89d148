import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, type AdminPaymentCharge } from '@benefit-store/domain';
import { enrollmentCompletions, paymentCharges, paymentWebhookEvents } from '../src/db/schema/index.js';
import { runDueJobs } from './helpers/jobs.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import type { Browser } from './helpers/browser.js';
import { CARD, completeAllSteps, dentalEnrollment } from './helpers/complete-steps.js';
import { FAKE_STRIPE_CARDS, FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from './helpers/fake-stripe.js';
import { operatorSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * PAYMENT_PROVIDER=stripe against a local fake of Stripe's API (STRIPE_API_BASE points the official SDK at it):
 * cards go from the browser to the processor, the first premium is charged once per enrollment and card however
 * many completions race, a decline is retried with another card, and webhooks are verified and recorded once.
 */
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    demoData: wizardData,
    clock: new FixedClock('2026-11-23T12:00:00Z'),
    config: {
      payments: {
        provider: 'stripe',
        chargeAt: 'completion',
        stripe: { secretKey: FAKE_STRIPE_KEYS.secret, publishableKey: FAKE_STRIPE_KEYS.publishable, webhookSecret: FAKE_STRIPE_KEYS.webhookSecret, apiBase: fake.url },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.app.database.db;
const complete = (browser: Browser, id: string) => browser.post('save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 });
const chargesOf = (id: string) => db().select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, id));
const { card_number: _number, security_code: _code, expiration_month: _m, expiration_year: _y, ...CARD_WITHOUT_NUMBER } = CARD;
/** The billing step as the web sends it with Stripe: the processor's payment method id, never the number. */
const saveCard = (browser: Browser, id: string, paymentMethodId: string) => browser.post('save-billing-info', { enrollment_id: id, ...CARD_WITHOUT_NUMBER, payment_method_id: paymentMethodId });
const postWebhook = (payload: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
const intentsOf = (id: string) => fake.intents.filter((i) => i.metadata.enrollment_id === id);

async function readyEnrollment(number: string = FAKE_STRIPE_CARDS.accepted): Promise<{ browser: Browser; id: string }> {
  const { browser, id } = await dentalEnrollment(t.app);
  await completeAllSteps(browser, id, { skip: ['billing'] });
  const saved = await saveCard(browser, id, await fake.paymentMethod(number));
  expect(saved.statusCode).toBe(200);
  return { browser, id };
}

describe('cards go from the browser to Stripe; our server sees only the payment method', () => {
  it('tells the billing step the processor and its publishable key, and lets the page reach its API', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    const step = await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'billing_info' });
    expect(JSON.stringify(step.json())).toContain(`"card_processor":{"name":"stripe","publishable_key":"${FAKE_STRIPE_KEYS.publishable}","api_base":"${fake.url}"}`);
    expect(step.headers['content-security-policy']).toContain(`connect-src 'self' ${fake.url}`);
  });

  it('refuses a card number sent to our server', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    const res = await browser.post('save-billing-info', { enrollment_id: id, ...CARD });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual([{ target_element: 'card_number', error_message: BILLING_MESSAGES.cardTokenRequired }]);
  });

  it('keeps the brand, last four and expiry Stripe answers for the payment method', async () => {
    const { browser, id } = await readyEnrollment();
    const info = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'payment_info' });
    expect(info.json().data.result).toMatchObject({ brand: 'Visa', card_number: expect.stringMatching(/4242$/), expiration_month: '12', expiration_year: '2030' });
  });
});

describe('the first premium through Stripe', () => {
  it('is charged once across 20 concurrent completions of one enrollment', async () => {
    const { browser, id } = await readyEnrollment();
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(browser, id)));
    // Each answers the policy, or (while the charge was in flight) that the payment is being processed.
    for (const a of answers) {
      if (a.statusCode === 409) expect(a.json().message).toBe(BILLING_MESSAGES.chargeInProgress);
      else expect(a.statusCode).toBe(200);
    }
    const policy = (await complete(browser, id)).json().data.policy_id as string;
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.policy_id as string)).toEqual(answers.filter((a) => a.statusCode === 200).map(() => policy));
    expect(intentsOf(id)).toHaveLength(1);
    expect(intentsOf(id)[0]!.status).toBe('succeeded');
    const rows = await chargesOf(id);
    expect(rows.map((r) => [r.status, r.processorChargeId, r.provider, r.policyId])).toEqual([['succeeded', intentsOf(id)[0]!.id, 'stripe', policy]]);
    expect(rows[0]!.amountCents).toBe(intentsOf(id)[0]!.amount);
    expect(intentsOf(id)[0]!.metadata.idempotency_key).toBe(rows[0]!.idempotencyKey);
  });

  // Its own limit above its two waits (60 s each on a loaded machine), so a failure names the wait that was not met.
  it('holds no lock or connection while the processor answers: other calls answer, concurrent completions get 409 at once', { timeout: 180_000 }, async () => {
    const { browser, id } = await readyEnrollment();
    const slow = fake.holdCharges();
    try {
      let settled = 0;
      const answers = Array.from({ length: 20 }, () => complete(browser, id).finally(() => settled++));
      await vi.waitFor(() => expect(slow.waiting()).toBe(1), { timeout: 60_000, interval: 20 });
      await vi.waitFor(() => expect(settled).toBe(19), { timeout: 60_000, interval: 20 });
      // While the processor has not answered: another person's calls are answered, and the plans list too.
      const other = await dentalEnrollment(t.app);
      expect((await other.browser.get('get-filtered-plans', { enrollment_id: other.id })).statusCode).toBe(200);
      expect((await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'review_info' })).statusCode).toBe(200);
      // The enrollment itself cannot change while its charge is in flight: the cart completed is the cart charged.
      const change = await browser.post('save-billing-info', { enrollment_id: id, ...CARD_WITHOUT_NUMBER, payment_method_id: await fake.paymentMethod('5555555555554444') });
      expect(change.statusCode).toBe(409);
      expect(change.json().message).toBe(BILLING_MESSAGES.chargeInProgress);
      slow.release();
      const all = await Promise.all(answers);
      expect(all.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(Array(19).fill(BILLING_MESSAGES.chargeInProgress));
      expect(all.filter((a) => a.statusCode === 200)).toHaveLength(1);
    } finally {
      slow.release();
    }
    expect(intentsOf(id)).toHaveLength(1);
    expect((await chargesOf(id)).map((r) => r.status)).toEqual(['succeeded']);
  });

  it('keeps a charge whose answer was lost pending, says it could not be confirmed, and a retry re-sends the same key', async () => {
    const { browser, id } = await readyEnrollment();
    fake.loseNextChargeAnswer();
    const lost = await complete(browser, id);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe(BILLING_MESSAGES.chargeUnconfirmed);
    expect((await chargesOf(id)).map((r) => [r.status, r.sentAt])).toEqual([['pending', null]]);
    expect(intentsOf(id).map((i) => i.status)).toEqual(['succeeded']);
    const retried = await complete(browser, id);
    expect(retried.statusCode).toBe(200);
    expect(intentsOf(id)).toHaveLength(1);
    expect((await chargesOf(id)).map((r) => [r.status, r.processorChargeId])).toEqual([['succeeded', intentsOf(id)[0]!.id]]);
  });

  it('answers 409 while a charge is in flight, and re-sends a stale one (a crashed process) under the same key', async () => {
    const { browser, id } = await readyEnrollment();
    fake.loseNextChargeAnswer();
    expect((await complete(browser, id)).statusCode).toBe(409);
    const now = t.app.clock.now();
    await db().update(paymentCharges).set({ sentAt: now }).where(eq(paymentCharges.enrollmentId, id));
    const busy = await complete(browser, id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(BILLING_MESSAGES.chargeInProgress);
    await db().update(paymentCharges).set({ sentAt: new Date(now.getTime() - 10 * 60_000) }).where(eq(paymentCharges.enrollmentId, id));
    expect((await complete(browser, id)).statusCode).toBe(200);
    expect(intentsOf(id)).toHaveLength(1);
    expect((await chargesOf(id)).map((r) => r.status)).toEqual(['succeeded']);
  });

  it('charges nothing more when the completion failed after the charge and is retried with another card', async () => {
    const { browser, id } = await readyEnrollment();
    // The completion's own writes fail after the charge was made (an injected failure of its transaction).
    await db().execute(sql.raw(`CREATE FUNCTION fail_completion() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.enrollment_id = '${id}' THEN RAISE EXCEPTION 'injected'; END IF; RETURN NEW; END $$`));
    await db().execute(sql`CREATE TRIGGER fail_completion BEFORE INSERT ON enrollment_completions FOR EACH ROW EXECUTE FUNCTION fail_completion()`);
    try {
      expect((await complete(browser, id)).statusCode).toBe(500);
    } finally {
      await db().execute(sql`DROP TRIGGER fail_completion ON enrollment_completions`);
      await db().execute(sql`DROP FUNCTION fail_completion()`);
    }
    expect(intentsOf(id).map((i) => i.status)).toEqual(['succeeded']);
    expect((await chargesOf(id)).map((r) => r.status)).toEqual(['succeeded']);
    expect((await saveCard(browser, id, await fake.paymentMethod('5555555555554444'))).statusCode).toBe(200);
    const done = await complete(browser, id);
    expect(done.statusCode).toBe(200);
    expect(intentsOf(id)).toHaveLength(1);
    expect((await chargesOf(id)).map((r) => [r.status, r.policyId])).toEqual([['succeeded', done.json().data.policy_id]]);
  });

  it('treats a processing charge as not paid until its webhook (matched on our key) says it succeeded', async () => {
    const { browser, id } = await readyEnrollment(FAKE_STRIPE_CARDS.processing);
    const first = await complete(browser, id);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(BILLING_MESSAGES.chargeUnconfirmed);
    expect((await chargesOf(id)).map((r) => r.status)).toEqual(['pending']);
    const intent = intentsOf(id)[0]!;
    // The event names our key in its metadata; the row is found by it.
    const event = fake.signedEvent({ id: `evt_ok_${id}`, type: 'payment_intent.succeeded', data: { object: { id: intent.id, object: 'payment_intent', status: 'succeeded', amount: intent.amount, metadata: intent.metadata, receipt_email: 'ana@example.test' } } });
    expect((await postWebhook(event.payload, event.signature)).statusCode).toBe(200);
    expect((await chargesOf(id)).map((r) => r.status)).toEqual(['succeeded']);
    expect((await complete(browser, id)).statusCode).toBe(200);
    expect(intentsOf(id)).toHaveLength(1);
  });

  it('leaves a card declined at charge pending with the message, then completes with another card', async () => {
    const { browser, id } = await readyEnrollment(FAKE_STRIPE_CARDS.declinedAtCharge);
    const declined = await complete(browser, id);
    expect(declined.statusCode).toBe(422);
    expect(declined.json().data).toEqual([{ target_element: 'billing_info', error_message: BILLING_MESSAGES.chargeDeclined }]);
    expect(await db().select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, id))).toEqual([]);
    // The same card again asks Stripe under the same key: the same decline, no new attempt.
    expect((await complete(browser, id)).statusCode).toBe(422);
    expect(intentsOf(id)).toHaveLength(1);
    expect((await saveCard(browser, id, await fake.paymentMethod(FAKE_STRIPE_CARDS.accepted))).statusCode).toBe(200);
    const done = await complete(browser, id);
    expect(done.statusCode).toBe(200);
    expect(intentsOf(id).map((i) => i.status)).toEqual(['requires_payment_method', 'succeeded']);
    expect((await chargesOf(id)).map((r) => r.status).sort()).toEqual(['declined', 'succeeded']);
  });

  it('refunds from the console through Stripe', async () => {
    const { browser, id } = await readyEnrollment();
    const policy = (await complete(browser, id)).json().data.policy_id as string;
    const { cookie } = await operatorSession(t.app);
    const [charge] = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/enrollments/${policy}/payments`, headers: { cookie } })).json().data.charges as AdminPaymentCharge[];
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/enrollments/${policy}/payments/${charge!.id}/refund`, headers: { cookie }, payload: { amount_cents: 250, reason: 'Partial refund asked' } });
    expect(res.statusCode).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === intentsOf(id)[0]!.id).map((r) => r.amount)).toEqual([250]);
  });
});

describe('PAYMENT_CHARGE_AT=effective_date with Stripe', () => {
  it('attaches the card to a Customer at billing and charges it off session on the effective date', async () => {
    const later = await createTestApp({
      demoData: wizardData,
      clock: new FixedClock('2026-11-23T12:00:00Z'),
      config: {
        payments: {
          provider: 'stripe',
          chargeAt: 'effective_date',
          stripe: { secretKey: FAKE_STRIPE_KEYS.secret, publishableKey: FAKE_STRIPE_KEYS.publishable, webhookSecret: FAKE_STRIPE_KEYS.webhookSecret, apiBase: fake.url },
        },
      },
    });
    try {
      const { browser, id } = await dentalEnrollment(later.app);
      await completeAllSteps(browser, id, { skip: ['billing'] });
      const method = await fake.paymentMethod(FAKE_STRIPE_CARDS.accepted);
      expect((await browser.post('save-billing-info', { enrollment_id: id, ...CARD_WITHOUT_NUMBER, payment_method_id: method })).statusCode).toBe(200);
      const customer = [...fake.customers].find(([, methods]) => methods.includes(method))?.[0];
      expect(customer).toBeDefined();
      expect((await browser.post('save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 })).statusCode).toBe(200);
      expect(intentsOf(id)).toEqual([]);
      (later.app.clock as FixedClock).set(new Date('2027-06-01T00:00:00Z'));
      await runDueJobs(later.app);
      expect(intentsOf(id).map((i) => [i.status, i.customer, i.off_session])).toEqual([['succeeded', customer, true]]);
      expect((await later.app.database.db.select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, id))).map((r) => r.status)).toEqual(['succeeded']);
    } finally {
      await later.close();
    }
  });
});

describe('Stripe webhooks are verified by signature and recorded once', () => {
  const post = postWebhook;

  it('answers 400 to a bad signature and records nothing', async () => {
    const { payload } = fake.signedEvent({ id: 'evt_bad', type: 'charge.refunded', data: { object: {} } });
    const forged = fake.signedEvent({ id: 'evt_bad', type: 'charge.refunded', data: { object: {} } }, 'whsec_someone_else');
    expect((await post(payload, forged.signature)).statusCode).toBe(400);
    expect((await post(payload, 't=1,v1=00')).statusCode).toBe(400);
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_bad'))).toEqual([]);
  });

  it('applies charge.refunded to the charge once, however often it is delivered', async () => {
    const { browser, id } = await readyEnrollment();
    expect((await complete(browser, id)).statusCode).toBe(200);
    const intent = intentsOf(id)[0]!;
    const event = fake.signedEvent({ id: 'evt_refund_1', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge', payment_intent: intent.id, amount: intent.amount, amount_refunded: intent.amount, billing_details: { name: 'Ana Receipt', email: 'ana@example.test' } } } });
    const first = await post(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const again = await post(event.payload, event.signature);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    const recorded = await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_refund_1'));
    // Only the fields applied are kept: no name, e-mail, address or card detail of the payload.
    expect(recorded).toEqual([expect.objectContaining({ type: 'charge.refunded', objectId: 'ch_1', amountCents: intent.amount, amountRefundedCents: intent.amount })]);
    expect(JSON.stringify(recorded)).not.toContain('example.test');
    expect((await chargesOf(id)).map((r) => [r.status, r.refundedCents])).toEqual([['refunded', intent.amount]]);
  });
});
