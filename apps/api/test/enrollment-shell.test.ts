import { ENROLLMENT_COLUMNS, MESSAGES, SAVED_TABS } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { LINK_PURPOSE, signLinkToken } from '../src/modules/shared/link-token.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const clock = new FixedClock('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData, clock });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('save-enrollment', () => {
  // Every wizard tab of the spec is saved for later (issue 9; resume.test.ts covers what each does).
  const wizardTabs = SAVED_TABS.filter((tab) => tab !== 'cart_info');

  it.each(wizardTabs)('accepts tab %s: a wizard step saved for later', async (tab) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const data = tab === 'primary_info' ? { first_name: 'Jane', last_name: 'Doe' } : tab === 'contact_info' ? undefined : {};
    const response = await browser.post('save-enrollment', { enrollment_id: id, tab, email: 'jane@example.com', data });
    // A step's own rules answer under its fields; never a refusal of the tab itself.
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode !== 200) expect(response.json().data).not.toContainEqual({ target_element: 'tab', error_message: MESSAGES.invalidChoice });
  });

  it.each([
    ['no tab', {}, MESSAGES.fieldRequired],
    ['a tab the spec does not have', { tab: 'billing_info' }, MESSAGES.invalidChoice],
    ['a tab that is not text', { tab: 7 }, MESSAGES.invalidChoice],
  ])('refuses %s under the tab field', async (_name, body, message) => {
    const response = await new Browser(t.app).post('save-enrollment', { enrollment_id: 'x', data: {}, ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'tab', error_message: message }]);
  });

  it("answers a cart_info body that is not a quote with the quote form's field errors", async () => {
    const response = await new Browser(t.app).post('save-enrollment', { tab: 'cart_info' });
    expect(response.statusCode).toBe(422);
    const fields = (response.json().data as { target_element: string }[]).map((e) => e.target_element).sort();
    expect(fields).toEqual(['data', 'email', 'enrollment_id', 'name']);
  });
});

describe('direct-continue', () => {
  it("opens nothing with a genuine link of a purpose it does not open (a member store link), and creates no session", async () => {
    const visitor = new Browser(t.app);
    const response = await visitor.get(`direct-continue/${memberStoreLinkToken(t.app.linkKey, 1, clock.now())}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: MESSAGES.notFound, errorCode: 'notFound' });
    expect(visitor.hasSession).toBe(false);
  });

  it('answers 404 to a genuine quote link whose quote does not exist', async () => {
    const token = signLinkToken(t.app.linkKey, { purpose: LINK_PURPOSE.quote, subject: 'A'.repeat(22), expiresAt: new Date(clock.now().getTime() + DAY_MS) });
    const visitor = new Browser(t.app);
    expect((await visitor.get(`direct-continue/${token}`)).statusCode).toBe(404);
    expect(visitor.hasSession).toBe(false);
  });
});

describe('get-enrollment-temp-info', () => {
  it('answers every column of the spec; the columns of steps not built yet are null', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { zip: '10001', tier: 'IO' });
    const answers: Record<string, unknown> = {};
    for (const column of ENROLLMENT_COLUMNS) {
      const response = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column });
      expect(response.statusCode, column).toBe(200);
      answers[column] = response.json().data.result;
    }
    expect(answers.filter_info).toMatchObject({ zip: '10001', state: 'NY', tier: 'IO' });
    expect(answers.type).toBe('new-user');
    expect(answers.effective_date).toBeNull();
    for (const column of ['primary_info', 'contact_info', 'employer_info', 'benificiary_info', 'health_info', 'dependent_info', 'payment_info', 'review_info']) {
      expect(answers[column], column).toBeNull();
    }
  });

  it("does not reveal the birth date, zip or gender of a member who opened their store link; their plans are still priced", async () => {
    const browser = new Browser(t.app);
    const opened = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, 1, clock.now()), tier: 'IS' });
    expect(opened.statusCode).toBe(200);
    const id = opened.json().data.temp_enrollment_id as string;
    const filter = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' })).json().data.result;
    expect(filter).toEqual({ dob: null, zip: null, gender: null, state: 'NY', tier: 'IS', is_smoker: null, category: null, user_id: 1 });
    const body = JSON.stringify(filter);
    expect(body).not.toContain('10001');
    expect(body).not.toContain('1985');
    const listing = await browser.get('get-filtered-plans', { enrollment_id: id });
    expect(listing.json().data.result.length).toBeGreaterThan(0);
  });
});
