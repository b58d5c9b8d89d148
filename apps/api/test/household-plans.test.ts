import { MESSAGES, PRICING_MESSAGES, type Cart, type PlanCard } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../src/db/seed/demo/index.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { money, planPricing } from './helpers/plan-pricing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Household-priced carrier plans (issue 12 item 7): Summit Family Hospital Indemnity of the demo catalog prices the
 * member by the tier's row ($15.30 at 35), the spouse by age band ($12.00 to 39, $19.00 40-54, $28.00 55-64, $39.00
 * from 65) and $6.50 a child.
 */
const PLAN = 'Summit Family Hospital Indemnity';
const MEMBER = 1530;

let t: TestApp;
let planId: number;
beforeAll(async () => {
  t = await createTestApp({ demoData });
  const groups = (await new Browser(t.app).get('get-menu-filtered-plans', { category: 'hospital' })).json().data.result as { plans: PlanCard[] }[];
  planId = groups.flatMap((g) => g.plans).find((p) => p.plan_name === PLAN)!.plan_id;
  // The whole demo catalog on a fresh database: slow on a loaded machine.
}, 240_000);
afterAll(async () => t.close());

const pricing = (browser: Browser, id: string) => planPricing(browser, planId, id);

async function card(browser: Browser, id: string): Promise<PlanCard> {
  const groups = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'hospital' })).json().data.result as { plans: PlanCard[] }[];
  return groups.flatMap((g) => g.plans).find((p) => p.plan_id === planId)!;
}

async function cart(browser: Browser, id: string): Promise<Cart> {
  return (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
}

async function storeHousehold(browser: Browser, id: string, body: Record<string, unknown>) {
  return browser.post('store-temp-dependent-info', { enrollment_id: id, plan_id: planId, ...body });
}

describe('check-prudential-plan', () => {
  it('Member Only: the plan needs no household facts', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('check-prudential-plan', { enrollment_id: id, plan_id: planId });
    expect(response.json()).toEqual({
      status: 'success',
      data: { status: false, depdob: null, no_of_children: null, tier: 'IO', needs_spouse: false, needs_children: false, max_children: 0, missing: false },
    });
  });

  it.each([
    ['IS', true, false, 0],
    ['IC', false, true, 9],
    ['IF', true, true, 8],
  ] as const)('%s: asks what the tier covers (spouse %s, children %s, up to %i)', async (tier, spouse, children, max) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier });
    const data = (await browser.get('check-prudential-plan', { enrollment_id: id, plan_id: planId })).json().data;
    expect(data).toEqual({ status: true, depdob: null, no_of_children: null, tier, needs_spouse: spouse, needs_children: children, max_children: max, missing: true });
  });

  it('a plan without household rates: status false on every tier', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    const other = (await card(browser, id)) && (await browser.get('get-menu-filtered-plans', { category: 'hospital' })).json().data.result[0].plans.find((p: PlanCard) => p.plan_id !== planId).plan_id;
    expect((await browser.get('check-prudential-plan', { enrollment_id: id, plan_id: other })).json().data.status).toBe(false);
  });

  it('an unknown plan is 422 on plan_id; an enrollment of another browser is 404', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    const unknown = await browser.get('check-prudential-plan', { enrollment_id: id, plan_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data[0].target_element).toBe('plan_id');
    const stranger = await new Browser(t.app).get('check-prudential-plan', { enrollment_id: id, plan_id: planId });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('a household-priced plan before the household is known', () => {
  it('is not priced: dependentError with its message, listed without a price, and the cart refuses it', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    expect(await pricing(browser, id)).toMatchObject({ plans: [], errorCode: 'dependentError', message: PRICING_MESSAGES.dependentError });
    expect(await card(browser, id)).toMatchObject({ plan_price: null, ppid: null, hide_add_to_cart: true, is_prudential_plan: true, price_message: PRICING_MESSAGES.dependentError });

    // A row another visitor was priced at, sent directly.
    const other = new Browser(t.app);
    const otherId = await startEnrollment(other, { tier: 'IF' });
    await storeHousehold(other, otherId, { dep_dob: dobForAge(35), no_of_children: 1 });
    const ppid = (await pricing(other, otherId)).plans.find((p) => p.tier === 'IF')!.ppid;
    const refused = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'dependentError', message: PRICING_MESSAGES.dependentError });
    expect((await cart(browser, id)).result).toEqual([]);
  });
});

describe('the household decides the price everywhere', () => {
  it('Family: spouse 45 and 2 children; the page, the listing, the cart and check-already-in-cart agree', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    const stored = await storeHousehold(browser, id, { dep_dob: dobForAge(45), no_of_children: 2 });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toEqual({ spouse_dob: dobForAge(45), no_of_children: 2 });

    const family = MEMBER + 1900 + 2 * 650;
    const detail = await pricing(browser, id);
    expect(detail.errorCode).toBeNull();
    expect(detail.plans.map((p) => [p.tier, p.price_male_nons, p.is_selected_tier])).toEqual([
      ['IO', money(MEMBER), false],
      ['IS', money(MEMBER + 1900), false],
      ['IC', money(MEMBER + 1300), false],
      ['IF', money(family), true],
    ]);
    const listed = await card(browser, id);
    expect(listed).toMatchObject({ plan_price: money(family), is_prudential_plan: true });

    const check = (await browser.get('check-prudential-plan', { enrollment_id: id, plan_id: planId })).json().data;
    expect(check).toMatchObject({ status: true, depdob: dobForAge(45), no_of_children: 2, missing: false });

    const ppid = detail.plans.find((p) => p.is_selected_tier)!.ppid;
    expect(listed.ppid).toBe(ppid);
    expect((await browser.post('check-already-in-cart', { enrollment_id: id, plan_id: planId })).json().data).toEqual({ status: false, plan_pricing_id: null, price: null });
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });
    expect(added.statusCode, added.body).toBe(200);

    const inCart = await cart(browser, id);
    expect(inCart.result.map((l) => [l.plan_id, l.price])).toEqual([[planId, money(family)]]);
    expect(inCart.recurring_month_cost).toBe(money(family));
    expect((await browser.post('check-already-in-cart', { enrollment_id: id, plan_id: planId })).json().data).toEqual({ status: true, plan_pricing_id: ppid, price: money(family) });
    expect((await browser.get('check-prudential-cart', { enrollment_id: id })).json().data).toEqual({ status: true, plan_ids: [planId] });
    expect((await browser.get('get-cart-amount', { enrollment_id: id })).json().data.result).toBe(money(family));
  });

  it('a new household re-prices the cart line at once; a tier change re-prices it from the stored facts', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IF' });
    await storeHousehold(browser, id, { dep_dob: dobForAge(30), no_of_children: 1 });
    const ppid = (await pricing(browser, id)).plans.find((p) => p.is_selected_tier)!.ppid;
    await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });
    expect((await cart(browser, id)).result[0]!.price).toBe(money(MEMBER + 1200 + 650));

    await storeHousehold(browser, id, { dep_dob: dobForAge(60), no_of_children: 3 });
    expect((await cart(browser, id)).result[0]!.price).toBe(money(MEMBER + 2800 + 3 * 650));

    // Member + Spouse: the stored spouse prices it, the children no longer count.
    const changed = await browser.put(`change-filter-info/${id}`, { tier: 'IS' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await cart(browser, id)).result[0]!.price).toBe(money(MEMBER + 2800));
  });

  it('a tier whose facts are missing keeps the line until they are stored', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IS' });
    await storeHousehold(browser, id, { dep_dob: dobForAge(30) });
    const ppid = (await pricing(browser, id)).plans.find((p) => p.is_selected_tier)!.ppid;
    await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });

    // Family needs the children, not stored yet: the Edit popup stores them right after the filter.
    await browser.put(`change-filter-info/${id}`, { tier: 'IF' });
    expect((await cart(browser, id)).result).toHaveLength(1);
    await storeHousehold(browser, id, { dep_dob: dobForAge(30), no_of_children: 2 });
    expect((await cart(browser, id)).result[0]!.price).toBe(money(MEMBER + 1200 + 1300));
  });

  it('checkout does not buy a household line whose facts are missing: it is removed and the checkout refused', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IS' });
    await storeHousehold(browser, id, { dep_dob: dobForAge(30) });
    const ppid = (await pricing(browser, id)).plans.find((p) => p.is_selected_tier)!.ppid;
    await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: planId, plan_pricing_id: ppid });
    await browser.put(`change-filter-info/${id}`, { tier: 'IF' });

    const dates = (await browser.get('get-cart-effective-dates', { enrollment_id: id })).json().data.result as string[];
    const checkout = await browser.post('cart-checkout', { enrollment_id: id, effective_date: dates[0], type: 'member' });
    expect(checkout.statusCode, checkout.body).toBe(409);
    expect(checkout.json().errorCode).toBe('cartRepriced');
    expect((await cart(browser, id)).result).toEqual([]);
  });
});

describe('store-temp-dependent-info for the plan modal', () => {
  it.each([
    ['IS', {}, [['dep_dob', MESSAGES.fieldRequired]]],
    ['IC', {}, [['no_of_children', MESSAGES.fieldRequired]]],
    ['IF', { dep_dob: dobForAge(40) }, [['no_of_children', MESSAGES.fieldRequired]]],
    ['IF', { no_of_children: 9, dep_dob: dobForAge(40) }, [['no_of_children', MESSAGES.invalidChoice]]],
  ] as const)('%s with %j: 422 with the field errors', async (tier, body, errors) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier });
    const response = await storeHousehold(browser, id, body);
    expect(response.statusCode).toBe(422);
    expect((response.json().data as { target_element: string; error_message: string }[]).map((e) => [e.target_element, e.error_message])).toEqual(errors);
  });

  it('get-temp-dependent-info answers what the modal stored', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IC' });
    await storeHousehold(browser, id, { no_of_children: 9 });
    expect((await browser.get('get-temp-dependent-info', { enrollment_id: id })).json().data).toEqual({ spouse_dob: null, no_of_children: 9 });
  });
});

describe('check-prudential-cart, check-disability-plan, check-already-in-cart', () => {
  it('an empty cart holds neither', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.get('check-prudential-cart', { enrollment_id: id })).json().data).toEqual({ status: false, plan_ids: [] });
    expect((await browser.get('check-disability-plan', { enrollment_id: id })).json().data).toEqual({ status: false, plan_ids: [] });
  });

  it('a disability income plan in the cart', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { working_hours: 40 });
    const groups = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'di' })).json().data.result as { plans: PlanCard[] }[];
    const std = groups.flatMap((g) => g.plans).find((p) => p.plan_name === 'Summit Short-Term Disability')!;
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: std.plan_id, plan_pricing_id: std.ppid })).statusCode).toBe(200);
    expect((await browser.get('check-disability-plan', { enrollment_id: id })).json().data).toEqual({ status: true, plan_ids: [std.plan_id] });
    expect((await browser.get('check-prudential-cart', { enrollment_id: id })).json().data.status).toBe(false);
  });

  it('refuse what the schemas refuse and enrollments of other browsers', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.post('check-already-in-cart', { enrollment_id: id, plan_id: 0 })).statusCode).toBe(422);
    expect((await browser.get('check-disability-plan', { enrollment_id: 'short' })).statusCode).toBe(422);
    expect((await new Browser(t.app).post('check-already-in-cart', { enrollment_id: id, plan_id: planId })).statusCode).toBe(404);
    expect((await new Browser(t.app).get('check-prudential-cart', { enrollment_id: id })).statusCode).toBe(404);
  });
});

describe('GET {hash}', () => {
  it("opens the plan a card's hash names", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const listed = await card(browser, id);
    expect(listed.hash).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const response = await browser.request({ method: 'GET', url: `/api/v1/${listed.hash}` });
    expect(response.json()).toEqual({ status: 'success', data: { plan_id: planId, plan_name: PLAN, path: `/plan/${planId}/${encodeURIComponent(PLAN)}` } });
  });

  it("is on the plan's page answer too (get-plan-detail), naming the same plan", async () => {
    const browser = new Browser(t.app);
    const listed = await card(browser, await startEnrollment(browser));
    const detail = (await browser.get(`get-plan-detail/${listed.plan_id}`)).json().data;
    expect(detail.hash).toBe(listed.hash);
  });

  it.each(['AAAAAAAAAAAA', 'no-such-call', 'x'])('anything else (%s) is the API\'s 404 envelope', async (hash) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/${hash}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Not found', errorCode: 'notFound' });
  });
});
