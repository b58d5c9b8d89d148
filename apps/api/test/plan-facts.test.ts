import { BENEFIT_API_PREFIX, PlanFactsSchema, type FilteredPlans, type PlanCard, type PlanDetail, type RecommendedPlan } from '@benefit-store/domain';
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

const byName = (result: FilteredPlans) => new Map(result.result.flatMap((g) => g.plans.map((p: PlanCard) => [p.plan_name, p])));

describe('benefit facts', () => {
  it('come with every card of get-filtered-plans, as the catalog holds them', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(35), zip: '10001', tier: 'IO' });
    const response = await browser.get('get-filtered-plans', { enrollment_id: id });
    expect(response.statusCode).toBe(200);
    const cards = byName(response.json().data as FilteredPlans);
    expect(cards.get('Test Premier PPO')?.plan_facts).toEqual({
      category: 'medical',
      deductible: 150_000,
      outOfPocketMax: 600_000,
      primaryCareCopay: 2500,
      specialistCopay: 5000,
      networkType: 'PPO',
    });
    expect(cards.get('Test Select HMO')?.plan_facts).toMatchObject({ deductible: 0, networkType: 'HMO' });
    // A plan the catalog has no facts for says so with null rather than leaving the field out.
    expect(cards.get('Test Dental')?.plan_facts).toBeNull();
    for (const card of cards.values()) if (card.plan_facts) expect(PlanFactsSchema.parse(card.plan_facts).category).toBe(card.plan_category);
  });

  it('come with the "from" cards of a category before the basic information is given', async () => {
    const response = await new Browser(t.app).get('get-menu-filtered-plans', { category: 'medical' });
    expect(response.statusCode).toBe(200);
    expect(byName(response.json().data as FilteredPlans).get('Test Select HMO')?.plan_facts).toMatchObject({ networkType: 'HMO' });
  });

  it('come with the plan detail call, for the plan page', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(35) });
    const listing = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'medical' })).json().data as FilteredPlans;
    const planId = listing.result[0]!.plans.find((p) => p.plan_name === 'Test Premier PPO')!.plan_id;
    const response = await browser.get(`get-plan-detail/${planId}`);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as PlanDetail).plan_facts).toMatchObject({ category: 'medical', outOfPocketMax: 600_000 });
  });
});

describe('recommended plans', () => {
  it('carry their lowest Member Only price, for the strips and the recommend-list cards', async () => {
    const browser = new Browser(t.app);
    const menu = (await browser.get('get-menu-filtered-plans', { category: 'medical' })).json().data as FilteredPlans;
    const premier = menu.result[0]!.plans.find((p) => p.plan_name === 'Test Premier PPO')!;
    const response = await browser.request({ method: 'GET', url: `${BENEFIT_API_PREFIX}/recommendation/plan-details`, query: { plan_list: String(premier.plan_id) } });
    expect(response.statusCode).toBe(200);
    const [card] = response.json().data as RecommendedPlan[];
    // The age bands' lowest Member Only price (18-49: $300.00; 50+: $500.00), as the listing's "from" price.
    expect(card).toMatchObject({ plan_name: 'Test Premier PPO', plan_price: '300.00' });
    expect(card!.plan_price).toBe(premier.plan_price);
  });
});
