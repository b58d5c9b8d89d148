import { MESSAGES, API_MESSAGES } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData });
});
afterAll(async () => {
  await t.close();
});

const fieldErrors = (body: { data?: { target_element: string; error_message: string }[] }) =>
  Object.fromEntries((body.data ?? []).map((e) => [e.target_element, e.error_message]));

describe('get-left-side-filter-fields', () => {
  it('lists the categories with plans the visitor can buy, with their counts, in menu order', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(35), zip: '10001', tier: 'IO' });
    const response = await browser.get('get-left-side-filter-fields', { enrollment_id: id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result.categories).toEqual([
      { category: 'medical', label: 'Medical', plan_count: 2 },
      { category: 'dental', label: 'Dental', plan_count: 1 },
      { category: 'vision', label: 'Vision', plan_count: 1 },
      { category: 'term_life', label: 'Term Life', plan_count: 1 },
      { category: 'accident', label: 'Accident', plan_count: 1 },
    ]);
  });

  it('leaves out what a 55-year-old family in California cannot buy', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(55), zip: '90210', tier: 'IF' });
    const categories = (await browser.get('get-left-side-filter-fields', { enrollment_id: id })).json().data.result.categories;
    expect(categories.map((c: { category: string }) => c.category)).toEqual(['medical', 'dental']);
  });

  it("answers 404 for another browser's enrollment and 422 without one", async () => {
    const id = await startEnrollment(new Browser(t.app));
    expect((await new Browser(t.app).get('get-left-side-filter-fields', { enrollment_id: id })).statusCode).toBe(404);
    const missing = await new Browser(t.app).get('get-left-side-filter-fields');
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing.json())).toEqual({ enrollment_id: MESSAGES.fieldRequired });
  });
});

describe('get-plan-network', () => {
  it('lists the medical networks alphabetically', async () => {
    const response = await new Browser(t.app).get('get-plan-network');
    expect(response.json()).toEqual({ status: 'success', data: ['Choice PPO', 'Select HMO'] });
  });

  it('narrows the medical listing to one network', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'medical', plan_network: 'Select HMO' });
    expect(response.json().data.result[0].plans.map((p: { plan_name: string }) => p.plan_name)).toEqual(['Test Select HMO']);
  });
});

describe('get-plan-detail/{planId}', () => {
  it("gives the plan's name and its description", async () => {
    const plans = (await new Browser(t.app).get('get-menu-filtered-plans', { category: 'dental' })).json().data.result[0].plans;
    const response = await new Browser(t.app).get(`get-plan-detail/${plans[0].plan_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      plan_name: 'Test Dental',
      plan_category: 'dental',
      category_label: 'Dental',
      carrier_name: 'Test Pine',
      plan_desc: { header_text: 'Test Dental in short.', body_text: 'Test Dental in full.' },
    });
  });

  it('answers 404 for an unknown plan and 422 for a plan id that is not a number', async () => {
    const unknown = await new Browser(t.app).get('get-plan-detail/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', message: API_MESSAGES.planNotFound });
    expect((await new Browser(t.app).get('get-plan-detail/abc')).statusCode).toBe(422);
  });
});

describe('get-featured-plans', () => {
  it("gives the featured plans, one category after another in menu order", async () => {
    const response = await new Browser(t.app).get('get-featured-plans');
    expect(response.json().data.plans.map((p: { plan_name: string }) => p.plan_name)).toEqual(['Test Select HMO', 'Test Dental', 'Test Accident Under 45']);
  });
});

describe('store-temp-dependent-info and get-temp-dependent-info', () => {
  async function enrollment(tier: string) {
    const browser = new Browser(t.app);
    return { browser, id: await startEnrollment(browser, { tier }) };
  }
  const spouse = dobForAge(40);

  it('reads nulls before anything is stored', async () => {
    const { browser, id } = await enrollment('IF');
    expect((await browser.get('get-temp-dependent-info', { enrollment_id: id })).json()).toEqual({
      status: 'success',
      data: { spouse_dob: null, no_of_children: null },
    });
  });

  it.each([
    ['IS', {}, { dep_dob: MESSAGES.fieldRequired }],
    ['IF', {}, { dep_dob: MESSAGES.fieldRequired, no_of_children: MESSAGES.fieldRequired }],
    ['IC', {}, { no_of_children: MESSAGES.fieldRequired }],
    ['IC', { no_of_children: 10 }, { no_of_children: MESSAGES.invalidChoice }],
    ['IF', { dep_dob: spouse, no_of_children: 9 }, { no_of_children: MESSAGES.invalidChoice }],
    ['IS', { dep_dob: '02/30/1980' }, { dep_dob: MESSAGES.dateDoesNotExist }],
    ['IS', { dep_dob: dobForAge(10) }, { dep_dob: MESSAGES.ageRange }],
  ])('refuses tier %s with %j: %j', async (tier, body, errors) => {
    const { browser, id } = await enrollment(tier);
    const response = await browser.post('store-temp-dependent-info', { enrollment_id: id, ...body });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())).toEqual(errors);
  });

  it('stores a family and reads it back; fields the tier does not cover are not kept', async () => {
    const { browser, id } = await enrollment('IF');
    const stored = await browser.post('store-temp-dependent-info', { enrollment_id: id, dep_dob: spouse, no_of_children: '3' });
    expect(stored.json()).toEqual({ status: 'success', data: { spouse_dob: spouse, no_of_children: 3 } });
    expect((await browser.get('get-temp-dependent-info', { enrollment_id: id })).json().data).toEqual({ spouse_dob: spouse, no_of_children: 3 });

    const single = await enrollment('IS');
    const response = await single.browser.post('store-temp-dependent-info', { enrollment_id: single.id, dep_dob: spouse, no_of_children: 2 });
    expect(response.json().data).toEqual({ spouse_dob: spouse, no_of_children: null });
  });

  it('checks against the tier stored after a filter change', async () => {
    const { browser, id } = await enrollment('IO');
    expect((await browser.post('store-temp-dependent-info', { enrollment_id: id })).statusCode).toBe(200);
    await browser.put(`change-filter-info/${id}`, { tier: 'IC' });
    const response = await browser.post('store-temp-dependent-info', { enrollment_id: id });
    expect(fieldErrors(response.json())).toEqual({ no_of_children: MESSAGES.fieldRequired });
  });

  it("answers 404 for another browser's enrollment and 422 for an unknown plan", async () => {
    const { id } = await enrollment('IS');
    expect((await new Browser(t.app).post('store-temp-dependent-info', { enrollment_id: id, dep_dob: spouse })).statusCode).toBe(404);
    expect((await new Browser(t.app).get('get-temp-dependent-info', { enrollment_id: id })).statusCode).toBe(404);
    const own = await enrollment('IS');
    const response = await own.browser.post('store-temp-dependent-info', { enrollment_id: own.id, plan_id: 99999, dep_dob: spouse });
    expect(fieldErrors(response.json())).toEqual({ plan_id: API_MESSAGES.planNotFound });
  });
});
