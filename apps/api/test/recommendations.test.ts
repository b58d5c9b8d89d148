import { BENEFIT_API_PREFIX, MESSAGES, type PlanCard } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData });
  const browser = new Browser(t.app);
  for (const category of ['medical', 'dental', 'vision', 'term_life', 'accident']) {
    const groups = (await browser.get('get-menu-filtered-plans', { category })).json().data.result;
    for (const plan of groups[0].plans as PlanCard[]) ids.set(plan.plan_name, plan.plan_id);
  }
});
afterAll(async () => {
  await t.close();
});

const id = (name: string) => ids.get(name)!;
const FEATURED = ['Test Select HMO', 'Test Dental', 'Test Accident Under 45'];

async function benefit(browser: Browser, path: string, query: Record<string, string | number | undefined> = {}) {
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return browser.request({ method: 'GET', url: `${BENEFIT_API_PREFIX}/${path}`, query: defined });
}
async function recs(browser: Browser, kind: string, query: Record<string, string | number | undefined>) {
  const response = await benefit(browser, `recommendation/${kind}`, query);
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { recs: number[]; source: string };
  return { source: data.source, names: data.recs.map((r) => [...ids].find(([, v]) => v === r)?.[0]) };
}

describe('recommendation/association', () => {
  it('recommends what is bought together with the given plan, most lift first', async () => {
    expect(await recs(new Browser(t.app), 'association', { planID: id('Test Dental') })).toEqual({ source: 'association', names: ['Test Vision New York'] });
    expect(await recs(new Browser(t.app), 'association', { planID: id('Test Term Life') })).toEqual({ source: 'association', names: ['Test Premier PPO'] });
  });

  it("uses the plans in the enrollment's cart when no plan is given", async () => {
    const browser = new Browser(t.app);
    const enrollment = await startEnrollment(browser, { dob: dobForAge(35), zip: '10001', tier: 'IO' });
    const listing = (await browser.get('get-filtered-plans', { enrollment_id: enrollment, categories: 'dental' })).json().data.result[0].plans[0];
    await browser.post('add-plan-to-cart', { enrollment_id: enrollment, plan_id: listing.plan_id, plan_pricing_id: listing.ppid });
    expect(await recs(browser, 'association', { enrollment_id: enrollment })).toEqual({ source: 'association', names: ['Test Vision New York'] });
  });

  it('falls back to the featured plans with an empty cart or a plan never bought with another', async () => {
    const browser = new Browser(t.app);
    const enrollment = await startEnrollment(browser);
    expect(await recs(browser, 'association', { enrollment_id: enrollment })).toEqual({ source: 'featured', names: FEATURED });
    expect((await recs(browser, 'association', { planID: id('Test Accident Under 45') })).source).toBe('featured');
  });

  it("answers 404 for another browser's enrollment and 422 for a malformed plan list", async () => {
    const enrollment = await startEnrollment(new Browser(t.app));
    expect((await benefit(new Browser(t.app), 'recommendation/association', { enrollment_id: enrollment })).statusCode).toBe(404);
    const bad = await benefit(new Browser(t.app), 'recommendation/association', { planID: '1,abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toEqual([{ target_element: 'planID', error_message: MESSAGES.invalidId }]);
  });
});

describe('recommendation/popularity', () => {
  it('recommends what people of the same age band, gender, tier and state bought, differently per cohort', async () => {
    const young = new Browser(t.app);
    const youngId = await startEnrollment(young, { dob: dobForAge(24), gender: 1, zip: '10001', tier: 'IO' });
    expect(await recs(young, 'popularity', { enrollment_id: youngId })).toEqual({ source: 'popularity', names: ['Test Dental', 'Test Vision New York'] });

    const family = new Browser(t.app);
    const familyId = await startEnrollment(family, { dob: dobForAge(52), gender: 0, zip: '90210', tier: 'IF' });
    expect(await recs(family, 'popularity', { enrollment_id: familyId })).toEqual({
      source: 'popularity',
      names: ['Test Premier PPO', 'Test Select HMO', 'Test Dental'],
    });
  });

  it('takes the cohort from the query without an enrollment', async () => {
    expect(await recs(new Browser(t.app), 'popularity', { tier: 'IO', age: 25, gender: 1, state: 'ny' })).toEqual({
      source: 'popularity',
      names: ['Test Dental', 'Test Vision New York'],
    });
  });

  it('falls back to the featured plans the visitor can buy when too few people are alike, or nobody is named', async () => {
    const browser = new Browser(t.app);
    const enrollment = await startEnrollment(browser, { dob: dobForAge(40), gender: 1, zip: '10001', tier: 'IS' });
    expect(await recs(browser, 'popularity', { enrollment_id: enrollment })).toEqual({ source: 'featured', names: ['Test Select HMO', 'Test Dental', 'Test Accident Under 45'] });
    expect(await recs(new Browser(t.app), 'popularity', {})).toEqual({ source: 'featured', names: FEATURED });
  });

  it('refuses a malformed cohort', async () => {
    const response = await benefit(new Browser(t.app), 'recommendation/popularity', { tier: 'XX', age: 'old', gender: 7 });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.map((e: { target_element: string }) => e.target_element).sort()).toEqual(['age', 'gender', 'tier']);
  });
});

describe('recommendation/filter', () => {
  it('ranks the plans the visitor can buy by how often people of their tier and state bought them', async () => {
    const browser = new Browser(t.app);
    const enrollment = await startEnrollment(browser, { dob: dobForAge(30), gender: 1, zip: '10001', tier: 'IO' });
    expect(await recs(browser, 'filter', { enrollment_id: enrollment })).toEqual({
      source: 'filter',
      names: ['Test Dental', 'Test Vision New York', 'Test Premier PPO', 'Test Term Life', 'Test Accident Under 45'],
    });
  });

  it('falls back to the featured plans without enough purchases for the filters', async () => {
    const browser = new Browser(t.app);
    const enrollment = await startEnrollment(browser, { dob: dobForAge(30), zip: '10001', tier: 'IC' });
    expect((await recs(browser, 'filter', { enrollment_id: enrollment })).source).toBe('featured');
  });

  it('gives up to limit plans', async () => {
    const browser = new Browser(t.app);
    const enrollment = await startEnrollment(browser, { dob: dobForAge(30), gender: 1, zip: '10001', tier: 'IO' });
    expect((await recs(browser, 'filter', { enrollment_id: enrollment, limit: 2 })).names).toHaveLength(2);
    expect((await benefit(browser, 'recommendation/filter', { limit: 0 })).statusCode).toBe(422);
  });
});

describe('recommendation/plan-details', () => {
  it('gives the cards in the order asked and leaves out unknown plans', async () => {
    const response = await benefit(new Browser(t.app), 'recommendation/plan-details', { plan_list: `${id('Test Vision New York')},99999,${id('Test Dental')}` });
    expect(response.json().data.map((p: { plan_name: string; category_label: string }) => [p.plan_name, p.category_label])).toEqual([
      ['Test Vision New York', 'Vision'],
      ['Test Dental', 'Dental'],
    ]);
  });

  it('gives an empty list for no plans and 422 for a malformed list', async () => {
    expect((await benefit(new Browser(t.app), 'recommendation/plan-details')).json()).toEqual({ status: 'success', data: [] });
    expect((await benefit(new Browser(t.app), 'recommendation/plan-details', { plan_list: '-1' })).statusCode).toBe(422);
  });
});

describe('decrypt-detail', () => {
  async function decrypt(browser: Browser, body: Record<string, unknown>) {
    return browser.request({ method: 'POST', url: `${BENEFIT_API_PREFIX}/decrypt-detail`, payload: body });
  }

  it('resolves the ids to records that exist; unknown ones are null', async () => {
    const response = await decrypt(new Browser(t.app), { portalId: 1, agentId: 999, groupId: 1, planId: id('Test Dental') });
    expect(response.json()).toEqual({
      status: 'success',
      data: [{ agentId: null, groupId: 1, portalId: 1, planId: id('Test Dental'), userID: null }],
    });
  });

  it("gives a member's user id back only to the browser holding that member's enrollment", async () => {
    const member = new Browser(t.app);
    const token = memberStoreLinkToken(t.app.linkKey, 1, new Date());
    expect((await member.post('add-filter-for-member', { user_id: token, tier: 'IO' })).statusCode).toBe(200);
    expect((await decrypt(member, { userID: 1 })).json().data[0].userID).toBe(1);
    expect((await decrypt(new Browser(t.app), { userID: 1 })).json().data[0].userID).toBeNull();
  });

  it('refuses ids that are not numbers', async () => {
    const response = await decrypt(new Browser(t.app), { portalId: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'portalId', error_message: MESSAGES.invalidId }]);
  });
});
