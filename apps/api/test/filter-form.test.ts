import { MESSAGES } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, dobForAge, filterForm, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function fieldErrors(body: Record<string, unknown>) {
  const response = await new Browser(t.app).post('add-filter-for-new-user', body);
  expect(response.statusCode).toBe(422);
  const json = response.json();
  expect(json).toMatchObject({ status: 'error', errorCode: 'validationError' });
  return Object.fromEntries((json.data as { target_element: string; error_message: string }[]).map((e) => [e.target_element, e.error_message]));
}

describe('the landing filter form', () => {
  it('creates a temporary enrollment with a 22-character random id', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(browser.hasSession).toBe(true);
  });

  it.each([
    ['an empty zip', { zip: '' }, 'zip', MESSAGES.fieldRequired],
    ['a missing zip', { zip: undefined }, 'zip', MESSAGES.fieldRequired],
    ['a zip of 4 digits', { zip: '1234' }, 'zip', MESSAGES.invalidZip],
    ['a zip with letters', { zip: '12a45' }, 'zip', MESSAGES.invalidZip],
    ['an empty gender', { gender: '' }, 'gender', MESSAGES.fieldRequired],
    ['an empty tier', { tier: '' }, 'tier', MESSAGES.fieldRequired],
    ['an empty dob', { dob: '' }, 'dob', MESSAGES.fieldRequired],
    ['a dob not in MM/DD/YYYY', { dob: '1990-01-15' }, 'dob', MESSAGES.invalidDateFormat],
    ['an impossible dob', { dob: '02/30/1990' }, 'dob', MESSAGES.dateDoesNotExist],
    ['a visitor aged 17', { dob: dobForAge(17) }, 'dob', MESSAGES.ageRange],
    ['a visitor aged 101', { dob: dobForAge(101) }, 'dob', MESSAGES.ageRange],
    ['a dob in the future', { dob: `01/01/${new Date().getFullYear() + 1}` }, 'dob', MESSAGES.ageRange],
  ])('refuses %s with a message under that field', async (_name, override, field, message) => {
    const errors = await fieldErrors(filterForm(override));
    expect(errors).toEqual({ [field]: message });
  });

  it('accepts visitors aged exactly 18 and 100', async () => {
    await startEnrollment(new Browser(t.app), { dob: dobForAge(18) });
    await startEnrollment(new Browser(t.app), { dob: dobForAge(100) });
  });

  it('lists every empty field at once, named as the form names them', async () => {
    const errors = await fieldErrors({});
    expect(errors).toEqual({
      zip: MESSAGES.fieldRequired,
      gender: MESSAGES.fieldRequired,
      tier: MESSAGES.fieldRequired,
      dob: MESSAGES.fieldRequired,
    });
  });

  it('refuses a well-formed zip that no place has', async () => {
    const errors = await fieldErrors(filterForm({ zip: '00000' }));
    expect(errors).toEqual({ zip: MESSAGES.invalidZip });
  });
});

describe('validate-zip-code', () => {
  it('gives the state and city of a real zip', async () => {
    const response = await new Browser(t.app).get('validate-zip-code', { zip_code: '10001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { zip: '10001', state_abbreviation: 'NY', city: 'New York' } });
  });

  it.each([['00000'], ['1234'], [''], ['abcde']])('refuses %j on the zip field', async (zip) => {
    const response = await new Browser(t.app).get('validate-zip-code', { zip_code: zip });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'zip', error_message: MESSAGES.invalidZip }]);
  });
});

describe('change-filter-info', () => {
  it('changes only the fields given and keeps the rest', async () => {
    const browser = new Browser(t.app);
    const dob = dobForAge(40);
    const id = await startEnrollment(browser, { dob, gender: 1, is_smoker: 1 });
    const response = await browser.put(`change-filter-info/${id}`, { tier: 'IF', zip: '', gender: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ temp_enrollment_id: id, cart_repriced: 0, cart_removed: 0 });
    const info = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });
    expect(info.json().data.result).toEqual({
      dob,
      zip: '10001',
      state: 'NY',
      tier: 'IF',
      gender: 1,
      is_smoker: 1,
      category: null,
      user_id: null,
    });
  });

  it('looks the state up again when the zip changes', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await browser.put(`change-filter-info/${id}`, { zip: '90210' });
    const info = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });
    expect(info.json().data.result).toMatchObject({ zip: '90210', state: 'CA' });
  });

  it('checks the fields it is given with the same rules as the form', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.put(`change-filter-info/${id}`, { zip: '1234', dob: dobForAge(17), tier: 'XX' });
    expect(response.statusCode).toBe(422);
    const errors = Object.fromEntries(response.json().data.map((e: { target_element: string; error_message: string }) => [e.target_element, e.error_message]));
    expect(errors).toEqual({ zip: MESSAGES.invalidZip, dob: MESSAGES.ageRange, tier: MESSAGES.fieldRequired });
    const unknownZip = await browser.put(`change-filter-info/${id}`, { zip: '00000' });
    expect(unknownZip.statusCode).toBe(422);
  });
});

describe('get-enrollment-temp-info', () => {
  it('answers the stored type, eprocess and effective date', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { eprocess: 'applicant' });
    const type = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'type' });
    expect(type.json()).toEqual({ status: 'success', data: { result: 'new-user' } });
    const eprocess = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'eprocess' });
    expect(eprocess.json().data.result).toBe('applicant');
    const effective = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'effective_date' });
    expect(effective.json().data.result).toBeNull();
  });

  it('refuses a column it does not know', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'column', error_message: MESSAGES.invalidChoice }]);
  });
});
