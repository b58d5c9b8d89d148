import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Confirmation } from '@benefit-store/domain';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { completeAllSteps, CONTACT, PERSONAL, TYPED } from './helpers/complete-steps.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * GET get-confirmation, the /confirmation page's call (issue 27 item 6, decision 0078): the completed enrollment by
 * its confirmation number, for the browser that completed it only; a stranger learns nothing, not even whether the
 * number exists.
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

  it('an enrollment not yet completed has no confirmation', async () => {
    const browser = new Browser(t.app);
    await startEnrollment(browser);
    expect((await browser.get('get-confirmation', { policy_id: 'BS-2026-AAAAAAAA' })).statusCode).toBe(404);
  });
});
