import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCategoryCountsSchema, AdminPlanDetailSchema, AdminPlanPageSchema } from '@benefit-store/domain';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { operatorSession } from './helpers/operator-session.js';
import { DEMO_ACCOUNTS, signIn } from './helpers/sign-in.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await operatorSession(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, as: string | null = cookie) {
  return t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });
}
async function plansPage(query: string) {
  const response = await get(`/api/v1/admin/catalog/plans?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return AdminPlanPageSchema.parse(response.json().data);
}

describe('the console catalog', () => {
  it('lists the plans in display order with their carrier, rate count and price range', async () => {
    const page = await plansPage('');
    expect(page.total).toBe(6);
    expect(page).toMatchObject({ page: 1, per_page: 25 });
    const ppo = page.items.find((p) => p.slug === 'test-premier-ppo');
    expect(ppo).toMatchObject({ name: 'Test Premier PPO', category: 'medical', carrier_name: 'Test Harbor', rate_count: 12, min_price_cents: 30000, max_price_cents: 140000 });
    expect(page.items.find((p) => p.slug === 'test-term-life')).toMatchObject({ rate_count: 1, min_price_cents: 1500, max_price_cents: 1500 });
  });

  it('filters by category and searches names, slugs and carriers', async () => {
    const medical = await plansPage('category=medical');
    expect(medical.items.map((p) => p.slug).sort()).toEqual(['test-premier-ppo', 'test-select-hmo']);
    expect(medical.total).toBe(2);
    expect((await plansPage('q=vision')).items.map((p) => p.slug)).toEqual(['test-vision-ny']);
    expect((await plansPage('q=pine')).items.map((p) => p.slug).sort()).toEqual(['test-dental', 'test-vision-ny']);
    // A search's LIKE wildcards are searched for as text.
    expect((await plansPage('q=%25')).total).toBe(0);
    expect((await plansPage('category=pet')).items).toEqual([]);
  });

  it('pages and sorts on the server', async () => {
    const byName = await plansPage('sort=name&dir=asc&per_page=2&page=1');
    expect(byName.items.map((p) => p.name)).toEqual(['Test Accident Under 45', 'Test Dental']);
    expect(byName.total).toBe(6);
    const second = await plansPage('sort=name&dir=asc&per_page=2&page=2');
    expect(second.items.map((p) => p.name)).toEqual(['Test Premier PPO', 'Test Select HMO']);
    const mostRates = await plansPage('sort=rate_count&dir=desc&per_page=1');
    expect(mostRates.items[0]!.slug).toBe('test-premier-ppo');
    const cheapest = await plansPage('sort=min_price&dir=asc&per_page=1');
    expect(cheapest.items[0]!.slug).toBe('test-vision-ny');
    const past = await plansPage('page=9');
    expect(past).toMatchObject({ items: [], total: 6, page: 9 });
  });

  it('refuses an unknown sort column or a page size past the limit', async () => {
    expect((await get('/api/v1/admin/catalog/plans?sort=price_cents')).statusCode).toBe(422);
    expect((await get('/api/v1/admin/catalog/plans?per_page=101')).statusCode).toBe(422);
    expect((await get('/api/v1/admin/catalog/plans?category=boats')).statusCode).toBe(422);
    expect((await get(`/api/v1/admin/catalog/plans/${encodeURIComponent('<not a slug>')}`)).statusCode).toBe(422);
  });

  it("shows one plan's texts, rules, fees, facts and every rate", async () => {
    const response = await get('/api/v1/admin/catalog/plans/test-premier-ppo');
    expect(response.statusCode, response.body).toBe(200);
    const plan = AdminPlanDetailSchema.parse(response.json().data);
    expect(plan).toMatchObject({
      slug: 'test-premier-ppo',
      name: 'Test Premier PPO',
      category: 'medical',
      carrier: { key: 'test-harbor', name: 'Test Harbor' },
      texts: { short_text: 'Test Premier PPO in short.', network: 'Choice PPO', callout_text: 'Most popular' },
      fees: { one_time_fee_cents: 2500, admin_fee_included: false, requires_membership: false },
      facts: { category: 'medical', deductible: 150_000, networkType: 'PPO' },
    });
    expect(plan.rates).toHaveLength(12);
    expect(plan.rates).toContainEqual(expect.objectContaining({ tier: 'IF', age_min: 18, age_max: 49, tobacco: 1, gender: null, state: null, price_cents: 96000 }));

    const vision = AdminPlanDetailSchema.parse((await get('/api/v1/admin/catalog/plans/test-vision-ny')).json().data);
    expect(vision.rules).toEqual({ states: ['NY'] });
    expect(vision.rates.filter((r) => r.state === 'NY').map((r) => r.price_cents).sort()).toEqual([1500, 1700, 2400, 800]);
  });

  it('answers 404 for a plan that does not exist', async () => {
    expect((await get('/api/v1/admin/catalog/plans/no-such-plan')).statusCode).toBe(404);
  });

  it('counts the plans of every category, in menu order', async () => {
    const response = await get('/api/v1/admin/catalog/categories');
    expect(response.statusCode).toBe(200);
    const counts = AdminCategoryCountsSchema.parse(response.json().data);
    expect(counts).toHaveLength(14);
    expect(counts[0]!.category).toBe('limitedmed');
    expect(Object.fromEntries(counts.filter((c) => c.plan_count > 0).map((c) => [c.category, c.plan_count]))).toEqual({
      medical: 2,
      dental: 1,
      vision: 1,
      term_life: 1,
      accident: 1,
    });
  });

  it('shows nothing to a rep, a group administrator or a stranger: 404 on every catalog call', async () => {
    const rep = await signIn(t.app, DEMO_ACCOUNTS.tessAgent);
    const groupAdmin = await signIn(t.app, DEMO_ACCOUNTS.testGroupAdmin);
    // A malformed query or address gets the same 404 as a good one: nothing is read before the operator check.
    for (const url of [
      '/api/v1/admin/catalog/plans',
      '/api/v1/admin/catalog/plans?sort=nonsense&per_page=0',
      '/api/v1/admin/catalog/plans/test-dental',
      `/api/v1/admin/catalog/plans/${encodeURIComponent('<not a slug>')}`,
      '/api/v1/admin/catalog/categories',
    ]) {
      for (const who of [null, rep, groupAdmin]) {
        const response = await get(url, who);
        expect(response.statusCode, `${url} as ${who ? 'staff' : 'nobody'}`).toBe(404);
        expect(response.body).not.toContain('test-dental');
      }
    }
  });
});
