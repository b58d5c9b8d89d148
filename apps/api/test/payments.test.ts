import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, BILLING_MESSAGES, CONSOLE_PAYMENT_MESSAGES, LOCALE_COOKIE, MAX_DECLINED_CHARGES_PER_ENROLLMENT, type AdminPaymentCharge } from '@benefit-store/domain';
import { FEDACH_SAMPLE } from '../src/db/seed/demo/bank-directory.js';
import { agents, auditLog, enrollmentCompletions, enrollments, jobs, outboxMessages, paymentCharges, staffAccounts } from '../src/db/schema/index.js';
import { firstPremiumKey } from '../src/modules/payments/charges.js';
import { hashPassword } from '../src/modules/access/password-hash.js';
import { STAFF_COOKIE } from '../src/modules/access/staff-session.plugin.js';
import { createStaffSession } from '../src/modules/access/staff-session.repository.js';
import { TEST_CARD_NUMBERS } from '../src/modules/payments/payment-provider.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { enrollmentWith, type Browser } from './helpers/browser.js';
import { CARD, completeAllSteps, dentalEnrollment } from './helpers/complete-steps.js';
import { runDueJobs } from './helpers/jobs.js';
import { operatorSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * The first premium charged at completion through the default (local test) provider, a decline and another card,
 * and the console's refunds and voids (issue 25 item 3; decision 0085).
 */
let t: TestApp;
let operator: string;
let rep: string;
let otherRep: string;
let repId: number;
beforeAll(async () => {
  t = await createTestApp({ demoData: { ...wizardData, bankDirectory: FEDACH_SAMPLE }, clock: new FixedClock('2026-11-23T12:00:00Z') });
  operator = (await operatorSession(t.app)).cookie;
  repId = (await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
  const [account] = await t.app.database.db
    .insert(staffAccounts)
    .values({ email: 'tess.pay@example.test', passwordHash: await hashPassword('Rep-Test-Password-1'), role: 'agent', agentId: repId, displayName: 'Tess Agent' })
    .returning({ id: staffAccounts.id });
  rep = `${STAFF_COOKIE}=${t.app.signCookie(await createStaffSession(t.app.database.db, account!.id, t.app.clock.now()))}`;
  // Another rep, of another agency: none of this rep's enrollments are theirs.
  const [otherAgent] = await t.app.database.db
    .insert(agents)
    .values({ accessCode: 'OTHER987', firstName: 'Olga', lastName: 'Other', displayName: 'Olga Other', displayEmail: 'olga@example.test', displayPhone: '5550100300', displayAboutName: 'Olga', bio: 'Another rep.', tagline: 'Elsewhere.', landingPage: 'olga-other' })
    .returning({ id: agents.id });
  const [otherAccount] = await t.app.database.db
    .insert(staffAccounts)
    .values({ email: 'olga.pay@example.test', passwordHash: await hashPassword('Rep-Test-Password-2'), role: 'agent', agentId: otherAgent!.id, displayName: 'Olga Other' })
    .returning({ id: staffAccounts.id });
  otherRep = `${STAFF_COOKIE}=${t.app.signCookie(await createStaffSession(t.app.database.db, otherAccount!.id, t.app.clock.now()))}`;
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const complete = (browser: Browser, id: string) => browser.post('save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 });
const chargesOf = (id: string) => db().select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, id));
const consoleGet = (path: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { cookie } });
const consolePost = (path: string, body: unknown, cookie: string) => t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: { cookie }, payload: body as object });

async function completedWithCard(overrides: Record<string, unknown> = {}): Promise<{ policy: string; id: string }> {
  const { browser, id } = overrides.agent_id ? await enrollmentWith(t.app, ['Test Dental'], overrides) : await dentalEnrollment(t.app);
  await completeAllSteps(browser, id);
  const res = await complete(browser, id);
  expect(res.statusCode).toBe(200);
  return { policy: res.json().data.policy_id as string, id };
}

describe('the first premium is charged at completion, once', () => {
  it('charges the first month to the card and names the policy on the charge', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id);
    const res = await complete(browser, id);
    expect(res.statusCode).toBe(200);
    const charges = await chargesOf(id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded', kind: 'first_premium', provider: 'local-test', policyId: res.json().data.policy_id, cardBrand: 'Visa', cardLast4: '4242', currency: 'usd' });
    expect(charges[0]!.amountCents).toBeGreaterThan(0);
    // A repeated completion (a lost answer, a double click) answers the same policy and charges nothing more.
    const again = await complete(browser, id);
    expect(again.json().data.policy_id).toBe(res.json().data.policy_id);
    expect(await chargesOf(id)).toHaveLength(1);
  });

  it('charges once across 20 concurrent completions of one enrollment', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(browser, id)));
    // Each answers the policy, or (while the charge was in flight) that the payment is being processed.
    for (const a of answers) {
      if (a.statusCode === 409) expect(a.json().message).toBe(BILLING_MESSAGES.chargeInProgress);
      else expect(a.statusCode).toBe(200);
    }
    const policy = (await complete(browser, id)).json().data.policy_id as string;
    expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.policy_id)).size).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode === 200).every((a) => a.json().data.policy_id === policy)).toBe(true);
    const charges = await chargesOf(id);
    expect(charges.map((c) => [c.status, c.policyId])).toEqual([['succeeded', policy]]);
    // One completion, and one receipt to each recipient, whichever of the 20 got there first.
    expect(await t.app.database.db.select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, id))).toHaveLength(1);
    await runDueJobs(t.app);
    const receipts = await t.app.database.db.select().from(outboxMessages).where(like(outboxMessages.idempotencyKey, `receipt%:${policy}%`));
    expect(receipts.length).toBeGreaterThan(0);
    expect(new Set(receipts.map((m) => `${m.channel} ${m.recipient}`)).size).toBe(receipts.length);
  });

  it('charges nothing for a bank draft (EFT is drafted later, not charged here)', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id, { payment: 'bank' });
    expect((await complete(browser, id)).statusCode).toBe(200);
    expect(await chargesOf(id)).toEqual([]);
  });
});

describe('a card declined at charge leaves the enrollment pending, and another card completes it', () => {
  it('answers the decline under the billing step, completes nothing, then charges the new card', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id, { skip: ['billing'] });
    // The card is accepted at the billing step (it tokenizes) and declined when charged.
    expect((await browser.post('save-billing-info', { enrollment_id: id, ...CARD, card_number: TEST_CARD_NUMBERS.declinedAtCharge })).statusCode).toBe(200);
    const declined = await complete(browser, id);
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ status: 'error', data: [{ target_element: 'billing_info', error_message: BILLING_MESSAGES.chargeDeclined }] });
    expect(await db().select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, id))).toEqual([]);
    expect((await chargesOf(id)).map((c) => [c.status, c.cardLast4])).toEqual([['declined', '0341']]);
    // The person may still change the enrollment: it is not completed.
    expect((await browser.post('save-billing-info', { enrollment_id: id, ...CARD })).statusCode).toBe(200);
    const done = await complete(browser, id);
    expect(done.statusCode).toBe(200);
    const rows = (await chargesOf(id)).sort((a, b) => a.id - b.id);
    expect(rows.map((c) => [c.status, c.cardLast4, c.policyId])).toEqual([
      ['declined', '0341', null],
      ['succeeded', '4242', done.json().data.policy_id],
    ]);
  });
});

describe('declined cards are capped per enrollment', () => {
  it(`refuses another card after ${MAX_DECLINED_CHARGES_PER_ENROLLMENT} declines, with a message`, async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id, { skip: ['billing'] });
    for (let i = 0; i < MAX_DECLINED_CHARGES_PER_ENROLLMENT; i++) {
      // Each save tokenizes the card again: another token, another charge attempt.
      expect((await browser.post('save-billing-info', { enrollment_id: id, ...CARD, card_number: TEST_CARD_NUMBERS.declinedAtCharge })).statusCode).toBe(200);
      expect((await complete(browser, id)).statusCode).toBe(422);
    }
    expect((await browser.post('save-billing-info', { enrollment_id: id, ...CARD })).statusCode).toBe(200);
    const capped = await complete(browser, id);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toBe(BILLING_MESSAGES.chargeAttemptsExceeded);
    expect((await chargesOf(id)).map((c) => c.status)).toEqual(Array(MAX_DECLINED_CHARGES_PER_ENROLLMENT).fill('declined'));
  });
});

describe('the idempotency key', () => {
  it('covers the enrollment, the card, the amount and the currency', () => {
    const key = firstPremiumKey('e1', 'tok_a', 1000);
    expect(firstPremiumKey('e1', 'tok_a', 1000, 'usd')).toBe(key);
    expect(new Set([key, firstPremiumKey('e2', 'tok_a', 1000), firstPremiumKey('e1', 'tok_b', 1000), firstPremiumKey('e1', 'tok_a', 1001), firstPremiumKey('e1', 'tok_a', 1000, 'eur')]).size).toBe(5);
    expect(key).not.toContain('tok_a');
  });
});

describe('PAYMENT_CHARGE_AT=effective_date: a job charges on the effective date', () => {
  it('mails the member (in their language) and shows the charge declined when the card is declined on the effective date', async () => {
    const later = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z'), config: { payments: { provider: 'local-test', chargeAt: 'effective_date', stripe: null } } });
    try {
      const { browser, id } = await dentalEnrollment(later.app);
      await completeAllSteps(browser, id, { skip: ['billing'] });
      expect((await browser.post('save-billing-info', { enrollment_id: id, ...CARD, card_number: TEST_CARD_NUMBERS.declinedAtCharge })).statusCode).toBe(200);
      // The person now uses the store in Spanish: the enrollment's language follows.
      browser.acceptCookies(`${LOCALE_COOKIE}=es`);
      const res = await browser.post('save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 });
      expect(res.statusCode).toBe(200);
      const policy = res.json().data.policy_id as string;
      const [job] = await later.app.database.db.select().from(jobs).where(eq(jobs.key, `first-premium:${policy}`));
      (later.app.clock as FixedClock).set(job!.runAt!);
      await runDueJobs(later.app);
      expect((await later.app.database.db.select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, id))).map((c) => c.status)).toEqual(['declined']);
      const mails = await later.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, `first-premium-declined:${policy}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Su tarjeta fue rechazada para su primera prima');
      expect(mails[0]!.text).toContain(policy);
      const { cookie } = await operatorSession(later.app);
      const list = await later.app.inject({ method: 'GET', url: `/api/v1/admin/enrollments/${policy}/payments`, headers: { cookie } });
      expect(list.json().data.charges).toMatchObject([{ status: 'declined' }]);
      // The console's list finds it under "First premium: Declined, still owed"; a paid enrollment is not there.
      const paid = await dentalEnrollment(later.app);
      await completeAllSteps(paid.browser, paid.id);
      const paidPolicy = (await paid.browser.post('save-review-info', { enrollment_id: paid.id, first_enroll: 1, send_sms: 0 })).json().data.policy_id as string;
      const [paidJob] = await later.app.database.db.select().from(jobs).where(eq(jobs.key, `first-premium:${paidPolicy}`));
      (later.app.clock as FixedClock).set(paidJob!.runAt!);
      await runDueJobs(later.app);
      const listed = async (query: string) =>
        ((await later.app.inject({ method: 'GET', url: `/api/v1/admin/enrollments${query}`, headers: { cookie } })).json().data.items as { policy_id: string }[]).map((i) => i.policy_id).sort();
      expect(await listed('')).toEqual([paidPolicy, policy].sort());
      expect(await listed('?payment=declined')).toEqual([policy]);
      const refused = await later.app.inject({ method: 'GET', url: '/api/v1/admin/enrollments?payment=owed', headers: { cookie } });
      expect(refused.statusCode).toBe(422);
    } finally {
      await later.close();
    }
  });

  it('charges nothing on the effective date for a plan cancelled from the console before its coverage began', async () => {
    const later = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z'), config: { payments: { provider: 'local-test', chargeAt: 'effective_date', stripe: null } } });
    try {
      const { browser, id } = await dentalEnrollment(later.app);
      // Coverage begins on the first of next month, so the plan can still be cancelled (decision 0086).
      await later.app.database.db.update(enrollments).set({ effectiveDate: '2026-12-01' }).where(eq(enrollments.id, id));
      await completeAllSteps(browser, id);
      const res = await browser.post('save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 });
      expect(res.statusCode).toBe(200);
      const policy = res.json().data.policy_id as string;
      const { cookie } = await operatorSession(later.app);
      const headers = { cookie, 'content-type': 'application/json' };
      const detail = await later.app.inject({ method: 'GET', url: `/api/v1/admin/enrollments/${policy}`, headers: { cookie } });
      const [plan] = detail.json().data.plans as { plan_id: number }[];
      const cancel = await later.app.inject({ method: 'POST', url: `/api/v1/admin/enrollments/${policy}/changes`, headers, payload: { kind: 'cancel_plan', plan_id: plan!.plan_id, reason: 'The member chose another carrier' } });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const [job] = await later.app.database.db.select().from(jobs).where(eq(jobs.key, `first-premium:${policy}`));
      (later.app.clock as FixedClock).set(job!.runAt!);
      await runDueJobs(later.app);
      expect(await later.app.database.db.select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, id))).toEqual([]);
    } finally {
      await later.close();
    }
  });

  it('queues the charge at completion and makes it when the job runs', async () => {
    const later = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z'), config: { payments: { provider: 'local-test', chargeAt: 'effective_date', stripe: null } } });
    try {
      const { browser, id } = await dentalEnrollment(later.app);
      await completeAllSteps(browser, id);
      const res = await browser.post('save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 });
      expect(res.statusCode).toBe(200);
      const rows = () => later.app.database.db.select().from(paymentCharges).where(eq(paymentCharges.enrollmentId, id));
      expect(await rows()).toEqual([]);
      const [job] = await later.app.database.db.select().from(jobs).where(eq(jobs.key, `first-premium:${res.json().data.policy_id}`));
      expect(job?.runAt).not.toBeNull();
      (later.app.clock as FixedClock).set(job!.runAt!);
      await runDueJobs(later.app);
      expect((await rows()).map((c) => [c.status, c.policyId])).toEqual([['succeeded', res.json().data.policy_id]]);
    } finally {
      await later.close();
    }
  });
});

describe('refunds and voids from the console', () => {
  let policy: string;
  let charge: AdminPaymentCharge;
  beforeAll(async () => {
    policy = (await completedWithCard({ agent_id: repId })).policy;
  });

  it('lists the charge for an operator, with its card and amount', async () => {
    const res = await consoleGet(`admin/enrollments/${policy}/payments`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.can_refund).toBe(true);
    charge = (res.json().data.charges as AdminPaymentCharge[])[0]!;
    expect(charge).toMatchObject({ status: 'succeeded', card_brand: 'Visa', card_last4: '4242', refunded_cents: 0 });
  });

  it('refuses a refund without a reason, and one of more than is left', async () => {
    const noReason = await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/refund`, { reason: '' }, operator);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().data).toEqual([{ target_element: 'reason', error_message: CONSOLE_PAYMENT_MESSAGES.reasonRequired }]);
    const tooMuch = await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/refund`, { amount_cents: charge.amount_cents + 1, reason: 'Customer asked' }, operator);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().data).toEqual([{ target_element: 'amount_cents', error_message: CONSOLE_PAYMENT_MESSAGES.refundAmountInvalid }]);
  });

  it('another rep gets 404 for the charges of an enrollment not theirs', async () => {
    expect((await consoleGet(`staff/enrollments/${policy}/payments`, otherRep)).statusCode).toBe(404);
  });

  it('a rep sees the charges read-only and cannot refund', async () => {
    const list = await consoleGet(`staff/enrollments/${policy}/payments`, rep);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ can_refund: false, charges: [{ id: charge.id }] });
    expect((await consoleGet(`admin/enrollments/${policy}/payments`, rep)).statusCode).toBe(404);
    expect((await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/refund`, { reason: 'I want to refund' }, rep)).statusCode).toBe(404);
    expect((await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/void`, { reason: 'I want to void' }, rep)).statusCode).toBe(404);
  });

  it('refunds part with the reason in the audit log, refuses a void after it, and refunds the rest', async () => {
    const part = await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/refund`, { amount_cents: 100, reason: 'Overcharged by a dollar' }, operator);
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'refunded', refunded_cents: 100 });
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, AUDIT_ACTIONS.paymentRefund), eq(auditLog.targetId, policy)));
    expect(entry?.after).toMatchObject({ charge: charge.id, amount_cents: 100, reason: 'Overcharged by a dollar' });
    const voided = await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/void`, { reason: 'Cancel all of it' }, operator);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(CONSOLE_PAYMENT_MESSAGES.alreadyRefunded);
    const rest = await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/refund`, { reason: 'Enrollment cancelled' }, operator);
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded_cents: charge.amount_cents });
    const none = await consolePost(`admin/enrollments/${policy}/payments/${charge.id}/refund`, { reason: 'Once more' }, operator);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(CONSOLE_PAYMENT_MESSAGES.nothingLeft);
  });

  it('gives back no more than the charge when two refunds of all of it are asked at once', async () => {
    const { policy: other } = await completedWithCard();
    const [c] = (await consoleGet(`admin/enrollments/${other}/payments`, operator)).json().data.charges as AdminPaymentCharge[];
    const both = await Promise.all([
      consolePost(`admin/enrollments/${other}/payments/${c!.id}/refund`, { reason: 'First operator' }, operator),
      consolePost(`admin/enrollments/${other}/payments/${c!.id}/refund`, { reason: 'Second operator' }, operator),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(CONSOLE_PAYMENT_MESSAGES.nothingLeft);
    const [after] = (await consoleGet(`admin/enrollments/${other}/payments`, operator)).json().data.charges as AdminPaymentCharge[];
    expect(after).toMatchObject({ status: 'refunded', refunded_cents: c!.amount_cents });
  });

  it('refuses to refund or void a charge made through another processor than the one in use', async () => {
    const { policy: other, id } = await completedWithCard();
    await db().update(paymentCharges).set({ provider: 'stripe' }).where(eq(paymentCharges.enrollmentId, id));
    const [c] = (await consoleGet(`admin/enrollments/${other}/payments`, operator)).json().data.charges as AdminPaymentCharge[];
    for (const action of ['refund', 'void']) {
      const res = await consolePost(`admin/enrollments/${other}/payments/${c!.id}/${action}`, { reason: 'Customer asked' }, operator);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CONSOLE_PAYMENT_MESSAGES.otherProvider({ provider: 'stripe' }));
    }
    expect((await chargesOf(id)).map((r) => [r.status, r.refundedCents])).toEqual([['succeeded', 0]]);
  });

  it('voids a whole charge, logged', async () => {
    const other = (await completedWithCard()).policy;
    const [c] = (await consoleGet(`admin/enrollments/${other}/payments`, operator)).json().data.charges as AdminPaymentCharge[];
    const res = await consolePost(`admin/enrollments/${other}/payments/${c!.id}/void`, { reason: 'Cancelled the same day' }, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'voided', refunded_cents: c!.amount_cents });
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.action, AUDIT_ACTIONS.paymentVoid), eq(auditLog.targetId, other)));
    expect(entries).toHaveLength(1);
    // A charge of another enrollment is not this one's: 404.
    expect((await consolePost(`admin/enrollments/${policy}/payments/${c!.id}/refund`, { reason: 'Wrong enrollment' }, operator)).statusCode).toBe(404);
  });
});
