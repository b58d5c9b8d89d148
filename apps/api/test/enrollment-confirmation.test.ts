import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSES_PER_SECRET, type Confirmation } from '@benefit-store/domain';
import { erasePersonalData, lockForErasure } from '../src/modules/retention/retention.repository.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { completeAllSteps, CONTACT, PERSONAL, TYPED } from './helpers/complete-steps.js';
import { createTestApp, TEST_LIMITS, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * GET get-confirmation, the /confirmation page's call (issue 27 item 6, decision 0078): the completed enrollment by
 * its confirmation number, for a browser session that held the enrollment (as get-receipt); a stranger learns nothing,
 * not even whether the number exists, and a guesser is stopped by the link-guess limit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new FixedClock('2026-11-23T12:00:00Z'), demoData: wizardData });
});
afterAll(async () => t.close());

async function completed() {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  await addPlan(browser, id, 'Test Dental');
  await completeAllSteps(browser, id);
  const res = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 });
  expect(res.statusCode, res.body).toBe(200);
  return { browser, id, policyId: res.json().data.policy_id as string };
}

describe('the confirmation of a completed enrollment (get-confirmation)', () => {
  it('the browser that completed it reads its number, name, dates, plans and totals, and nothing personal beyond the name', async () => {
    const { browser, policyId } = await completed();
    const res = await browser.get('get-confirmation', { policy_id: policyId });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Confirmation;
    expect(data.policy_id).toBe(policyId);
    expect(data.name).toContain(PERSONAL.last_name);
    expect(data.completed_at).toBe('2026-11-23T12:00:00.000Z');
    // These enrollments went through no cart checkout, so they chose no effective date: the page says who tells it.
    expect(data.effective_date).toBeNull();
    expect(data.order.plans.map((p) => p.plan_name)).toEqual(['Test Dental']);
    expect(data.order.recurring_month_cost).toMatch(/^\d+\.\d{2}$/);
    expect(data.rep_copy).toBe(false);
    // No contact details, answers or payment in the answer.
    const text = JSON.stringify(data);
    for (const secret of [TYPED.email, TYPED.phone, TYPED.ssn, TYPED.cardNumber, CONTACT.address1]) expect(text).not.toContain(secret);
    // The number read out in lower case finds the same confirmation.
    expect((await browser.get('get-confirmation', { policy_id: policyId.toLowerCase() })).json().data.policy_id).toBe(policyId);
  });

  it('another browser with the number, and anyone with an unknown one, get the same not found', async () => {
    const { policyId } = await completed();
    const stranger = new Browser(t.app);
    await startEnrollment(stranger);
    const theirs = await stranger.get('get-confirmation', { policy_id: policyId });
    const unknown = await stranger.get('get-confirmation', { policy_id: 'BS-2026-ZZZZZZZZ' });
    expect([theirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.body).not.toContain(PERSONAL.last_name);
    // No session at all: not found too; a malformed number is refused by its schema.
    expect((await new Browser(t.app).get('get-confirmation', { policy_id: policyId })).statusCode).toBe(404);
    expect((await stranger.get('get-confirmation', { policy_id: '<script>' })).statusCode).toBe(422);
  });

  it('an enrollment not yet completed has no number: its id, which the receipt page keeps, is not one', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await addPlan(browser, id, 'Test Dental');
    const byId = await browser.get('get-confirmation', { policy_id: id });
    expect(byId.statusCode, byId.body).toBe(422);
  });

  it('after its personal data is erased, not even the browser that completed it sees the confirmation', async () => {
    const { browser, id, policyId } = await completed();
    expect((await browser.get('get-confirmation', { policy_id: policyId })).statusCode).toBe(200);
    // The retention job's erase of a completed enrollment (decision 0074), on this enrollment alone.
    const db = t.app.database.db;
    await db.transaction(async (tx) => {
      const locked = await lockForErasure(tx, id, false);
      expect(locked?.completed).toBe(true);
      await erasePersonalData(tx, locked!, new Date('2026-11-23T12:00:00Z'));
    });
    const gone = await browser.get('get-confirmation', { policy_id: policyId });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain(PERSONAL.last_name);
  });
});

describe('guessing confirmation numbers (the link-guess limit)', () => {
  let limited: TestApp;
  const ADDRESS = '203.0.113.80';
  beforeAll(async () => {
    limited = await createTestApp({ clock: new FixedClock('2026-11-23T12:00:00Z'), demoData: wizardData, config: { limits: { ...TEST_LIMITS, 'link-guess': { max: MISSES_PER_SECRET } } } });
  });
  afterAll(async () => limited.close());

  it(`${MISSES_PER_SECRET} numbers that open nothing block the guesser's next ones, while the enrollment's own browser still opens its confirmation`, async () => {
    const holder = new Browser(limited.app);
    const id = await startEnrollment(holder);
    await addPlan(holder, id, 'Test Dental');
    await completeAllSteps(holder, id);
    const policyId = (await holder.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 })).json().data.policy_id as string;
    const ask = (browser: Browser, number: string) => browser.request({ method: 'GET', url: '/api/v1/get-confirmation', query: { policy_id: number }, remoteAddress: ADDRESS });

    const guesser = new Browser(limited.app);
    await startEnrollment(guesser);
    // An unknown number and the holder's own number cost the guesser the same: each a miss.
    for (let i = 0; i < MISSES_PER_SECRET - 1; i++) expect((await ask(guesser, `BS-2026-${String(i).padStart(8, '0')}`)).statusCode).toBe(404);
    expect((await ask(guesser, policyId)).statusCode).toBe(404);
    const refused = await ask(guesser, 'BS-2026-ZZZZZZZZ');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'tooManyRequests' });
    const own = await ask(holder, policyId);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.policy_id).toBe(policyId);
  });
});
