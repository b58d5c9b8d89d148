import { TAB_KEYS } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, enrollmentScreenshots, enrollmentTabs } from '../src/db/schema/index.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('get-enrollment-step', () => {
  it('answers tabs, saved tabs, fields, value and options of the personal step before anything is saved', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { gender: 1 });
    const response = await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' });
    expect(response.statusCode).toBe(200);
    const step = response.json().data;
    expect(step.tabs.map((tab: { tab_name: string }) => tab.tab_name)).toContain('primary_info');
    expect(step.saved_tabs).toEqual([]);
    expect(step.fields.find((f: { field_name: string }) => f.field_name === 'first_name')).toMatchObject({ required: 1, read_only: 0 });
    expect(step.fields.find((f: { field_name: string }) => f.field_name === 'gender')).toMatchObject({ required: 1, read_only: 1, value: 1 });
    expect(step.value).toEqual({ gender: 1, birthdate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) });
    expect(step.options).toEqual({ enroll_code: { status: true, is_optional: true } });
    expect(step.enroll_by).toBe('applicant');
    expect(step.type).toBe('new-user');
  });
});

describe('get-enrollment-step after saving, and for other tabs', () => {
  const VALID = { first_name: 'Ana', last_name: 'Lopez', marital_status: 0, ssn: '123-45-6789', prior_coverage_flag: 0 };

  it('answers the saved personal value with the SSN masked and the tab among the saved tabs', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { gender: 0 });
    expect((await browser.post('save-personal-info', { enrollment_id: id, ...VALID })).statusCode).toBe(200);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' })).json().data;
    expect(step.saved_tabs).toEqual(['primary_info']);
    expect(step.value).toMatchObject({ first_name: 'Ana', ssn: '***-**-6789', gender: 0 });
    expect(JSON.stringify(step)).not.toContain('123-45-6789');
  });

  it('answers fields [], options {} and a null value for a tab without a loader', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'review_info' })).json().data;
    expect(step).toMatchObject({ fields: [], options: {}, value: null, saved_tabs: [] });
    expect(step.tabs).toHaveLength(9);
  });

  it("answers the rep's enroll_by and the enrollment type", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { eprocess: 'rep' });
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' })).json().data;
    expect(step.enroll_by).toBe('rep');
    expect(step.options).toEqual({ enroll_code: { status: true, is_optional: false } });
  });

  it('refuses an unknown tab under tab, and another browser with 404', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const unknown = await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'cart_info' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data[0].target_element).toBe('tab');
    expect((await new Browser(t.app).get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' })).statusCode).toBe(404);
  });
});

describe('get-enrollment-temp-info effective_date', () => {
  it('answers MM/DD/YYYY, as every other call answers effective dates', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const { db } = t.app.database;
    await db.update(enrollments).set({ effectiveDate: '2026-04-15' }).where(eq(enrollments.id, id));
    const answer = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'effective_date' });
    expect(answer.json().data.result).toBe('04/15/2026');
  });
});

describe('save-screenshot for each wizard step', () => {
  const png = `data:image/png;base64,${'A'.repeat(400)}`;

  it('accepts every tab name and keeps the newest screenshot of each, beside the cart one', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    for (const name of ['cart', ...TAB_KEYS]) {
      expect((await browser.post('save-screenshot', { enrollment_id: id, name, image: png })).statusCode, name).toBe(200);
    }
    // A step checked again replaces its own screenshot, not another step's.
    expect((await browser.post('save-screenshot', { enrollment_id: id, name: 'primary_info', image: png })).statusCode).toBe(200);
    const rows = await t.app.database.db.select({ name: enrollmentScreenshots.name }).from(enrollmentScreenshots).where(eq(enrollmentScreenshots.enrollmentId, id));
    expect(rows.map((r) => r.name).sort()).toEqual(['cart', ...TAB_KEYS].sort());
  });
});

describe('get-enrollment-temp-info contact_info', () => {
  it('answers what the contact step stored with its verified flags, and nothing else that sits in the row', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const stored = {
      email_address: 'ana@example.com',
      phone_number: '2125550123',
      address1: '1 Main St',
      city: 'New York',
      zip: '10001',
      state: 'NY',
      with_validation: 1,
      skip_validation_email: 0,
      skip_validation_phone: 0,
      email_verified: true,
      phone_verified: false,
    };
    await t.app.database.db.insert(enrollmentTabs).values({ enrollmentId: id, tab: 'contact_info', data: { ...stored, internal_note: 'x' }, savedAt: new Date() });
    const answer = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'contact_info' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.result).toEqual(stored);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'contact_info' })).json().data;
    expect(step.value).toEqual(stored);
    expect(step.saved_tabs).toEqual(['contact_info']);
  });
});
