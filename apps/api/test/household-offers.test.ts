import { BENEFIT_API_PREFIX, type Cart, type PlanCard, type RecommendedPlan, type SuggestedPlan } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../src/db/seed/seed-types.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { checkoutFixture } from './helpers/checkout-fixture.js';
import { BUNDLE, familyBundle, familyBundleId, MEMBER } from './helpers/household-plan.js';
import { money, planPricing } from './helpers/plan-pricing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * A household-priced plan offered beside the plan page (checkout suggestions, the recommended strip): priced on the
 * enrollment's stored spouse and children exactly as on its page and in the cart. The checkout catalog, with the
 * dental/vision suggestions pointing at the household-priced bundle (helpers/household-plan.ts).
 */
const data: DemoData = {
  ...checkoutFixture,
  plans: [...checkoutFixture.plans, familyBundle],
  checkout: {
    ...checkoutFixture.checkout!,
    suggestions: checkoutFixture.checkout!.suggestions.map((s) => (s.plan === 'test-dv-bundle' ? { ...s, plan: 'test-family-dv' } : s)),
    // Offered as a rider of the premier PPO too, so the cart's riders are checked the same way.
    riders: [...checkoutFixture.checkout!.riders, { plan: 'test-premier-ppo', rider: 'test-family-dv', sortOrder: 2 }],
  },
};

let t: TestApp;
let planId: number;
beforeAll(async () => {
  t = await createTestApp({ demoData: data });
  planId = await familyBundleId(t.app);
});
afterAll(async () => t.close());

const pricing = (browser: Browser, id: string) => planPricing(browser, planId, id);

async function suggestions(browser: Browser, id: string, planIdAdded?: number): Promise<SuggestedPlan[]> {
  const response =
    planIdAdded === undefined
      ? await browser.get('get-suggested-plan-list', { enrollment_id: id })
      : await browser.get('get-suggested-plan-list-new', { enrollment_id: id, plan_id: planIdAdded });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SuggestedPlan[];
}

const bundleOffers = (list: SuggestedPlan[]) => list.filter((s) => s.plan_id === planId).map((s) => [s.suggestion, s.plan_price, s.ppid]);

async function storeHousehold(browser: Browser, id: string, body: Record<string, unknown>) {
  const stored = await browser.post('store-temp-dependent-info', { enrollment_id: id, plan_id: planId, ...body });
  expect(stored.statusCode, stored.body).toBe(200);
}

describe('checkout suggestions of a household-priced plan', () => {
  it.each([
    ['IS', { dep_dob: dobForAge(55) }, MEMBER + 2500],
    ['IC', { no_of_children: 3 }, MEMBER + 3 * 300],
    ['IF', { dep_dob: dobForAge(45), no_of_children: 2 }, MEMBER + 1000 + 2 * 300],
  ] as const)('%s with the dependents stored: suggested at the price of its page, and the cart takes it at that price', async (tier, household, cents) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier });
    await storeHousehold(browser, id, household);
    const page = (await pricing(browser, id)).plans.find((p) => p.is_selected_tier)!;
    expect(page.price_male_nons).toBe(money(cents));

    const list = await suggestions(browser, id);
    expect(bundleOffers(list)).toEqual([
      ['dental', money(cents), page.ppid],
      ['vision', money(cents), page.ppid],
    ]);
    const offer = list.find((s) => s.plan_id === planId)!;
    expect(offer).toMatchObject({ plan_id_1: planId, plan_pricing_id_1: page.ppid });
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: offer.plan_id_1, plan_pricing_id: offer.plan_pricing_id_1 });
    expect(added.statusCode, added.body).toBe(200);
    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
    expect(cart.result.map((l) => [l.plan_id, l.price])).toEqual([[planId, money(cents)]]);
  });

  it('without the dependents a spouse or children tier is not offered it; Member Only is, at the member price', async () => {
    for (const tier of ['IS', 'IC', 'IF']) {
      const browser = new Browser(t.app);
      const id = await startEnrollment(browser, { tier });
      expect(bundleOffers(await suggestions(browser, id)), tier).toEqual([]);
    }
    const member = new Browser(t.app);
    const id = await startEnrollment(member, { tier: 'IO' });
    expect(bundleOffers(await suggestions(member, id)).map(([kind, price]) => [kind, price])).toEqual([
      ['dental', money(MEMBER)],
      ['vision', money(MEMBER)],
    ]);
  });

  it('after a plan is added on its page (the -new variant) too, and a new household re-prices the offer', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    await storeHousehold(browser, id, { dep_dob: dobForAge(30), no_of_children: 1 });
    const listed = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'medical' })).json().data.result as { plans: PlanCard[] }[];
    const medical = listed.flatMap((g) => g.plans).find((p) => p.ppid !== null)!;
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: medical.plan_id, plan_pricing_id: medical.ppid })).statusCode).toBe(200);
    const first = money(MEMBER + 1000 + 300);
    expect(bundleOffers(await suggestions(browser, id, medical.plan_id)).map(([kind, price]) => [kind, price])).toEqual([
      ['dental', first],
      ['vision', first],
    ]);

    await storeHousehold(browser, id, { dep_dob: dobForAge(60), no_of_children: 4 });
    const second = MEMBER + 2500 + 4 * 300;
    const page = (await pricing(browser, id)).plans.find((p) => p.is_selected_tier)!;
    expect(page.price_male_nons).toBe(money(second));
    expect(bundleOffers(await suggestions(browser, id, medical.plan_id))).toEqual([
      ['dental', money(second), page.ppid],
      ['vision', money(second), page.ppid],
    ]);
  });
});

describe('cart riders of a household-priced plan', () => {
  it('a Family cart with the dependents stored offers it at the price of its page; without them it is not offered', async () => {
    const riderOffers = async (browser: Browser, id: string) => {
      const listed = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'medical' })).json().data.result as { plans: PlanCard[] }[];
      const premier = listed.flatMap((g) => g.plans).find((p) => p.plan_name === 'Test Premier PPO')!;
      expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: premier.plan_id, plan_pricing_id: premier.ppid })).statusCode).toBe(200);
      const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
      return cart.riders.filter((r) => r.plan_id === planId).map((r) => [r.price, r.plan_pricing_id]);
    };
    const withHousehold = new Browser(t.app);
    const id = await startEnrollment(withHousehold, { tier: 'IF' });
    await storeHousehold(withHousehold, id, { dep_dob: dobForAge(52), no_of_children: 2 });
    const page = (await pricing(withHousehold, id)).plans.find((p) => p.is_selected_tier)!;
    expect(page.price_male_nons).toBe(money(MEMBER + 2500 + 2 * 300));
    expect(await riderOffers(withHousehold, id)).toEqual([[page.price_male_nons, page.ppid]]);

    const without = new Browser(t.app);
    expect(await riderOffers(without, await startEnrollment(without, { tier: 'IF' }))).toEqual([]);
  });
});

async function recommended(browser: Browser, kind: string, id: string): Promise<RecommendedPlan[]> {
  const ranking = await browser.request({ method: 'GET', url: `${BENEFIT_API_PREFIX}/recommendation/${kind}`, query: { enrollment_id: id } });
  expect(ranking.statusCode, ranking.body).toBe(200);
  const recs = (ranking.json().data as { recs: number[] }).recs;
  const cards = await browser.request({ method: 'GET', url: `${BENEFIT_API_PREFIX}/recommendation/plan-details`, query: { plan_list: recs.join(',') } });
  return cards.json().data as RecommendedPlan[];
}

describe('recommendations of a household-priced plan', () => {
  it("are the listing's: offered to a Family visitor with or without the dependents, from its Member Only price", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    for (const stage of ['before', 'after'] as const) {
      if (stage === 'after') await storeHousehold(browser, id, { dep_dob: dobForAge(45), no_of_children: 2 });
      // The strip's card carries the plan's "From" price (the lowest Member Only row: the plan page's IO card).
      const from = stage === 'after' ? (await pricing(browser, id)).plans.find((p) => p.tier === 'IO')!.price_male_nons : money(MEMBER);
      for (const kind of ['filter', 'popularity', 'association']) {
        const card = (await recommended(browser, kind, id)).find((p) => p.plan_id === planId);
        expect(card, `${kind} ${stage}`).toMatchObject({ plan_name: BUNDLE, plan_price: from });
      }
    }
  });
});
