import { MESSAGES, PLAN_CATEGORIES, type FilteredPlans, type PlanCard } from '@benefit-store/domain';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function listing(filter: Record<string, unknown>, query: Record<string, string> = {}): Promise<FilteredPlans> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, filter);
  const response = await browser.get('get-filtered-plans', { enrollment_id: id, ...query });
  expect(response.statusCode).toBe(200);
  return response.json().data as FilteredPlans;
}

const prices = (result: FilteredPlans) =>
  Object.fromEntries(result.result.flatMap((group) => group.plans.map((p: PlanCard) => [p.plan_name, p.plan_price])));

describe('the plan listing', () => {
  it('prices every plan for a 35-year-old man in New York and groups them by category in menu order', async () => {
    const result = await listing({ dob: dobForAge(35), gender: 0, zip: '10001', tier: 'IO' });
    expect(result.tier_error).toBeNull();
    expect(result.result.map((g) => g.category)).toEqual(['medical', 'dental', 'vision', 'term_life', 'accident']);
    expect(result.result.map((g) => g.category_label)).toEqual(['Medical', 'Dental', 'Vision', 'Term Life', 'Accident']);
    expect(prices(result)).toEqual({
      'Test Premier PPO': '300.00',
      'Test Select HMO': '200.00',
      'Test Dental': '25.00',
      'Test Vision New York': '8.00',
      'Test Term Life': '15.00',
      'Test Accident Under 45': '12.00',
    });
  });

  it('shows a card with the price of every tier, its pricing row and the carrier', async () => {
    const result = await listing({ dob: dobForAge(35), tier: 'IS' }, { categories: 'medical' });
    const card = result.result[0]!.plans[0]!;
    expect(card).toMatchObject({
      plan_name: 'Test Premier PPO',
      plan_type: 'MM',
      plan_category: 'medical',
      carrier_name: 'Test Harbor',
      plan_logo: '/assets/carriers/test-harbor.svg',
      plan_network: 'Choice PPO',
      callout_text: 'Most popular',
      callout_color: '#0a7d38',
      plan_price: '600.00',
      tier: 'IS',
      tier_price: { IO: '300.00', IS: '600.00', IC: '500.00', IF: '800.00' },
      is_in_cart: false,
      hide_add_to_cart: false,
    });
    expect(card.pid).toBe(card.plan_id);
    expect(card.ppid).toEqual(expect.any(Number));
  });

  it('uses the age band, the gender and the tobacco answer of the visitor', async () => {
    expect(prices(await listing({ dob: dobForAge(55) }, { categories: 'medical' }))['Test Premier PPO']).toBe('500.00');
    expect(prices(await listing({ dob: dobForAge(35), is_smoker: 1 }, { categories: 'medical' }))['Test Premier PPO']).toBe('360.00');
    expect(prices(await listing({ gender: 1 }, { categories: 'dental' }))['Test Dental']).toBe('26.00');
  });

  it('leaves out plans whose rules exclude the visitor by age, state or tier', async () => {
    const older = prices(await listing({ dob: dobForAge(55) }));
    expect(older).not.toHaveProperty('Test Accident Under 45');
    const california = prices(await listing({ zip: '90210' }));
    expect(california).not.toHaveProperty('Test Vision New York');
    const family = await listing({ tier: 'IF' });
    expect(prices(family)).not.toHaveProperty('Test Term Life');
    expect(family.tier_error).toBeNull();
  });

  it("says term life is for the member-only tier when it is asked for with another tier", async () => {
    const result = await listing({ tier: 'IS' }, { categories: 'term_life' });
    expect(result).toEqual({ result: [], tier_error: MESSAGES.ioTierOnly });
  });

  it('narrows medical plans to the chosen network and leaves other categories alone', async () => {
    const result = await listing({}, { plan_network: 'Select HMO', categories: 'medical,dental' });
    expect(Object.keys(prices(result))).toEqual(['Test Select HMO', 'Test Dental']);
  });

  it('sends the listing gzipped to a browser that takes gzip, the same JSON as the plain answer, each time', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(35), tier: 'IO' });
    const url = `/api/v1/get-filtered-plans?enrollment_id=${id}`;
    const plain = await browser.request({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const header of ['gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5']) {
      const zipped = await browser.request({ method: 'GET', url, headers: { 'accept-encoding': header } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    const refused = await browser.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('refuses a category it does not know', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'medical,spaceships' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'categories', error_message: MESSAGES.invalidChoice }]);
  });
});

describe('get-menu-filtered-plans', () => {
  it('shows "from" prices that cannot be added when the visitor has no filter yet', async () => {
    const response = await new Browser(t.app).get('get-menu-filtered-plans', { category: 'medical' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data.result[0].plans as PlanCard[];
    expect(plans.map((p) => [p.plan_name, p.plan_price, p.ppid, p.hide_add_to_cart])).toEqual([
      ['Test Premier PPO', '300.00', null, true],
      ['Test Select HMO', '200.00', null, true],
    ]);
  });

  it("prices the category for the visitor's enrollment when it is given", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(55) });
    const response = await browser.get('get-menu-filtered-plans', { category: 'medical', enrollment_id: id });
    const plans = response.json().data.result[0].plans as PlanCard[];
    expect(plans[0]).toMatchObject({ plan_price: '500.00', hide_add_to_cart: false });
  });

  it('requires a category', async () => {
    const response = await new Browser(t.app).get('get-menu-filtered-plans');
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'category', error_message: MESSAGES.fieldRequired }]);
  });
});

describe('categories and menu', () => {
  it('lists all 14 categories in menu order with labels and plan counts', async () => {
    const response = await new Browser(t.app).get('get-plan-category');
    const categories = response.json().data as { category: string; label: string; plan_count: number; description: string; icon: string }[];
    expect(categories.map((c) => c.category)).toEqual([...PLAN_CATEGORIES]);
    expect(categories.find((c) => c.category === 'term_life')).toMatchObject({ label: 'Term Life', plan_count: 1 });
    expect(categories.find((c) => c.category === 'di')).toMatchObject({ label: 'Disability Income', plan_count: 0 });
    expect(categories.find((c) => c.category === 'medical')?.plan_count).toBe(2);
    expect(categories.every((c) => c.description.length > 0 && c.icon.startsWith('/assets/'))).toBe(true);
  });

  it('offers the categories that have plans, with category_order beside the data', async () => {
    const response = await new Browser(t.app).get('get-common-menu', { agent_id: 1, eprocess: 'applicant' });
    const json = response.json();
    expect(json.status).toBe('success');
    expect(json.category_order).toEqual(['medical', 'dental', 'vision', 'term_life', 'accident']);
    expect(json.data[0]).toEqual({ category: 'medical', label: 'Medical' });
  });
});
