import {
  MESSAGES,
  type Cart,
  type DynamicTab,
  type PlanCard,
  type SuggestedPlan,
  API_MESSAGES,
} from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { ALL_YEAR_BLACKOUT, checkoutFixture, LIFE_NOTE } from './helpers/checkout-fixture.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Tuesday 10 March 2026, midday UTC: the dates below are what the cart offers on that day.
  t = await createTestApp({ demoData: checkoutFixture, clock: new FixedClock('2026-03-10T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** The 1st and 15th after 03/10/2026, up to 05/10/2026 (two months ahead). */
const OFFERED = ['03/15/2026', '04/01/2026', '04/15/2026', '05/01/2026'];
const offered = () => OFFERED;

async function cards(browser: Browser, id: string): Promise<Map<string, PlanCard>> {
  const response = await browser.get('get-filtered-plans', { enrollment_id: id });
  const groups = response.json().data.result as { plans: PlanCard[] }[];
  return new Map(groups.flatMap((g) => g.plans.map((p) => [p.plan_name, p] as const)));
}

async function withPlans(names: string[], overrides: Record<string, unknown> = {}) {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, overrides);
  const listed = await cards(browser, id);
  for (const name of names) {
    const card = listed.get(name);
    if (!card) throw new Error(`${name} is not listed`);
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
    expect(added.statusCode).toBe(200);
  }
  return { browser, id };
}

const cartOf = async (browser: Browser, id: string) => (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;

describe('effective dates', () => {
  it('offers every 1st and 15th after today up to two months ahead, as MM/DD/YYYY', async () => {
    const { browser, id } = await withPlans([]);
    const response = await browser.get('get-cart-effective-dates', { enrollment_id: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { result: OFFERED } });
  });
});

describe('cart-checkout', () => {
  it('checks out with an offered date and keeps it on the enrollment', async () => {
    const { browser, id } = await withPlans(['Test Dental']);
    const date = offered()[1]!;
    const response = await browser.post('cart-checkout', { enrollment_id: id, effective_date: date, type: 'rep' });
    expect(response.json()).toEqual({ status: 'success', data: { effective_date: date, type: 'rep' } });
    const stored = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'effective_date' });
    // MM/DD/YYYY, as every call answers effective dates (issue 9 item 8).
    expect(stored.json().data.result).toBe(date);
  });

  it.each([
    ['no date', { effective_date: '' }, 'effective_date', MESSAGES.fieldRequired],
    ['a date that is not a date', { effective_date: '02/30/2027' }, 'effective_date', MESSAGES.dateDoesNotExist],
    ['no type', { type: undefined }, 'type', MESSAGES.fieldRequired],
    ['an unknown type', { type: 'robot' }, 'type', MESSAGES.invalidChoice],
  ])('refuses %s under its field', async (_name, change, field, message) => {
    const { browser, id } = await withPlans(['Test Dental']);
    const response = await browser.post('cart-checkout', { enrollment_id: id, effective_date: offered()[0], type: 'member', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: field, error_message: message }]);
  });

  it('refuses dates the cart does not offer: today, a day that is not a 1st or 15th, past the window, in the past', async () => {
    const { browser, id } = await withPlans(['Test Dental']);
    // Today, a 2nd, the first 15th past the window, a 1st three months ahead, the past.
    for (const date of ['03/10/2026', '04/02/2026', '05/15/2026', '06/01/2026', '01/01/2020']) {
      const response = await browser.post('cart-checkout', { enrollment_id: id, effective_date: date, type: 'member' });
      expect(response.statusCode, date).toBe(422);
      expect(response.json().data).toEqual([{ target_element: 'effective_date', error_message: API_MESSAGES.effectiveDateNotOffered }]);
    }
    const stored = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'effective_date' });
    expect(stored.json().data.result).toBeNull();
  });

  it('refuses an empty cart', async () => {
    const { browser, id } = await withPlans([]);
    const response = await browser.post('cart-checkout', { enrollment_id: id, effective_date: offered()[0], type: 'member' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 'error', message: API_MESSAGES.checkoutEmptyCart, errorCode: 'emptyCart' });
  });
});

describe('save-screenshot', () => {
  it('keeps a PNG with the enrollment', async () => {
    const { browser, id } = await withPlans(['Test Dental']);
    const response = await browser.post('save-screenshot', { enrollment_id: id, name: 'cart', image: PNG });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).toBeGreaterThan(0);
  });

  it('refuses what is not a PNG data URL', async () => {
    const { browser, id } = await withPlans([]);
    for (const image of ['data:image/jpeg;base64,AAAA', 'hello', 'data:image/png;base64,<svg>']) {
      const response = await browser.post('save-screenshot', { enrollment_id: id, name: 'cart', image });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual([{ target_element: 'image', error_message: MESSAGES.screenshotInvalid }]);
    }
  });

  it('answers 413 for an image over 2 MB, whether the body limit or the decoded size catches it', async () => {
    const { browser, id } = await withPlans([]);
    const justOver = `data:image/png;base64,${'A'.repeat(Math.ceil(((2 * 1024 * 1024 + 3) * 4) / 3 / 4) * 4)}`;
    const decoded = await browser.post('save-screenshot', { enrollment_id: id, name: 'cart', image: justOver });
    expect(decoded.statusCode).toBe(413);
    expect(decoded.json()).toEqual({ status: 'error', message: API_MESSAGES.screenshotTooLarge, errorCode: 'requestTooLarge' });
    const huge = await browser.post('save-screenshot', { enrollment_id: id, name: 'cart', image: `data:image/png;base64,${'A'.repeat(4 * 1024 * 1024)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: 'error', message: API_MESSAGES.requestTooLarge, errorCode: 'requestTooLarge' });
  });
});

describe('dynamic tabs', () => {
  const required = async (browser: Browser, id: string) => {
    const tabs = (await browser.get('get-dynamic-tabs', { enrollment_id: id })).json().data.result as DynamicTab[];
    expect(tabs.map((tab) => tab.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    return tabs.filter((tab) => tab.required).map((tab) => tab.tab_name);
  };
  const always = ['primary_info', 'contact_info', 'review_info', 'agreement_info', 'billing_info'];

  it('needs only the basic tabs for a member-only dental cart', async () => {
    const { browser, id } = await withPlans(['Test Dental']);
    expect((await required(browser, id)).sort()).toEqual([...always].sort());
  });

  it('adds beneficiary and health questions for term life, and employer for a group enrollment', async () => {
    const { browser, id } = await withPlans(['Test Term Life'], { eprocess: 'group' });
    expect((await required(browser, id)).sort()).toEqual([...always, 'beneficiary_info', 'primary_health_info', 'employer_info'].sort());
  });

  it('adds dependents for a family tier', async () => {
    const { browser, id } = await withPlans(['Test Dental'], { tier: 'IF' });
    expect(await required(browser, id)).toContain('dependent_info');
  });
});

describe('suggested plans for the member checkout', () => {
  it('suggests term life, then the dental and vision bundles, priced for the visitor', async () => {
    const { browser, id } = await withPlans(['Test Select HMO']);
    const list = (await browser.get('get-suggested-plan-list', { enrollment_id: id })).json().data as SuggestedPlan[];
    expect(list.map((s) => [s.suggestion, s.plan_name, s.plan_price])).toEqual([
      ['term_life', 'Test Guaranteed Life', '20.00'],
      ['dental', 'Test Dental Vision Bundle', '30.00'],
      ['vision', 'Test Dental Vision Bundle', '30.00'],
    ]);
    const life = list[0]!;
    expect(life).toMatchObject({ pop_up_display: true, pop_up_title: 'Add term life', plan_id_1: life.plan_id, plan_pricing_id_1: life.ppid });
    // What Add to Cart sends is accepted by the cart.
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: life.plan_id_1, plan_pricing_id: life.plan_pricing_id_1 });
    expect(added.statusCode).toBe(200);
    const after = (await browser.get('get-suggested-plan-list', { enrollment_id: id })).json().data as SuggestedPlan[];
    expect(after.map((s) => s.suggestion)).toEqual(['dental', 'vision']);
  });

  it('leaves out what the cart already has and what the visitor cannot buy', async () => {
    const withDental = await withPlans(['Test Dental', 'Test Term Life']);
    const list = (await withDental.browser.get('get-suggested-plan-list-new', { enrollment_id: withDental.id, plan_id: 1 })).json().data as SuggestedPlan[];
    expect(list.map((s) => s.suggestion)).toEqual(['vision']);
    // Term life is sold for Member Only: a family enrollment is not offered it.
    const family = await withPlans(['Test Dental'], { tier: 'IF' });
    const familyList = (await family.browser.get('get-suggested-plan-list', { enrollment_id: family.id })).json().data as SuggestedPlan[];
    expect(familyList.map((s) => s.suggestion)).toEqual(['vision']);
  });

  it('offers the accident upsell first after a medical plan is added on its page, and never at checkout', async () => {
    const { browser, id } = await withPlans(['Test Select HMO']);
    const checkout = (await browser.get('get-suggested-plan-list', { enrollment_id: id })).json().data as SuggestedPlan[];
    expect(checkout.map((s) => s.suggestion)).not.toContain('accident');
    const hmo = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data.result[0].plan_id as number;
    const afterAdd = (await browser.get('get-suggested-plan-list-new', { enrollment_id: id, plan_id: hmo })).json().data as SuggestedPlan[];
    expect(afterAdd.map((s) => [s.suggestion, s.plan_name])).toEqual([
      ['accident', 'Test Accident Under 45'],
      ['term_life', 'Test Guaranteed Life'],
      ['dental', 'Test Dental Vision Bundle'],
      ['vision', 'Test Dental Vision Bundle'],
    ]);
    // After a plan that is not medical, no accident upsell.
    const dental = await withPlans(['Test Dental']);
    const dentalId = (await dental.browser.get('get-plan-cart', { enrollment_id: dental.id })).json().data.result[0].plan_id as number;
    const afterDental = (await dental.browser.get('get-suggested-plan-list-new', { enrollment_id: dental.id, plan_id: dentalId })).json().data as SuggestedPlan[];
    expect(afterDental.map((s) => s.suggestion)).not.toContain('accident');
  });

  it('never suggests back the plan the -new variant names', async () => {
    const { browser, id } = await withPlans(['Test Select HMO']);
    const bundle = (await browser.get('get-suggested-plan-list', { enrollment_id: id })).json().data[1] as SuggestedPlan;
    const list = (await browser.get('get-suggested-plan-list-new', { enrollment_id: id, plan_id: bundle.plan_id })).json().data as SuggestedPlan[];
    expect(list.map((s) => s.suggestion)).toEqual(['term_life']);
  });
});

describe('the cart order info', () => {
  it('adds the association membership as a line of both totals, from the catalog fee', async () => {
    const { browser, id } = await withPlans(['Test Select HMO']);
    const cart = await cartOf(browser, id);
    expect(cart).toMatchObject({
      membership: { name: 'Test Association Membership', monthly_fee: '5.00' },
      recurring_month_cost: '205.00',
      initial_month_cost: '205.00',
      blackout_message: ALL_YEAR_BLACKOUT,
      admin_fee_percent: null,
    });
  });

  it('says when a plan carries the administrative fee, and joins the plans’ notes into the special message', async () => {
    const { browser, id } = await withPlans(['Test Dental', 'Test Term Life']);
    const cart = await cartOf(browser, id);
    expect(cart).toMatchObject({ admin_fee_percent: '3', membership: null, blackout_message: null, special_message: LIFE_NOTE, recurring_month_cost: '40.00' });
  });

  it("tells on a plan's page what to know before buying: the administrative fee inside its prices, its carrier's notes", async () => {
    const { browser, id } = await withPlans([]);
    const listed = await cards(browser, id);
    const notices = async (name: string) => (await browser.get(`get-plan-detail/${listed.get(name)!.plan_id}`)).json().data.plan_notices;
    expect(await notices('Test Dental')).toEqual(["A 3% administrative fee is included in this plan's prices."]);
    expect(await notices('Test Term Life')).toEqual([LIFE_NOTE]);
    expect(await notices('Test Select HMO')).toEqual([]);
  });

  it('offers the riders of the plans in the cart until they are added', async () => {
    const { browser, id } = await withPlans(['Test Premier PPO']);
    const cart = await cartOf(browser, id);
    expect(cart.riders.map((r) => [r.parent_plan_name, r.plan_name, r.price])).toEqual([['Test Premier PPO', 'Test Accident Under 45', '12.00']]);
    const rider = cart.riders[0]!;
    await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: rider.plan_id, plan_pricing_id: rider.plan_pricing_id });
    expect((await cartOf(browser, id)).riders).toEqual([]);
  });

  it('answers the premier flag for a cart and for a plan', async () => {
    const { browser, id } = await withPlans(['Test Premier PPO']);
    expect((await browser.get('get-more-requirement', { enrollment_id: id })).json().data).toEqual({ result: true });
    const plain = await withPlans(['Test Dental']);
    expect((await plain.browser.get('get-more-requirement', { enrollment_id: plain.id })).json().data).toEqual({ result: false });
    const listed = await cards(browser, id);
    const ppo = listed.get('Test Premier PPO')!.plan_id;
    expect((await browser.get('get-more-requirement', { plan_id: ppo })).json().data).toEqual({ result: true });
    expect((await browser.get('get-more-requirement', { plan_id: 999_999 })).statusCode).toBe(404);
    expect((await browser.get('get-more-requirement', {})).statusCode).toBe(422);
  });
});

describe("another browser and the first one's enrollment", () => {
  const calls: [string, (b: Browser, id: string) => ReturnType<Browser['get']>][] = [
    ['get-cart-effective-dates', (b, id) => b.get('get-cart-effective-dates', { enrollment_id: id })],
    ['cart-checkout', (b, id) => b.post('cart-checkout', { enrollment_id: id, effective_date: offered()[0], type: 'rep' })],
    ['save-screenshot', (b, id) => b.post('save-screenshot', { enrollment_id: id, name: 'cart', image: PNG })],
    ['get-suggested-plan-list', (b, id) => b.get('get-suggested-plan-list', { enrollment_id: id })],
    ['get-suggested-plan-list-new', (b, id) => b.get('get-suggested-plan-list-new', { enrollment_id: id, plan_id: 1 })],
    ['get-dynamic-tabs', (b, id) => b.get('get-dynamic-tabs', { enrollment_id: id })],
    ['get-more-requirement', (b, id) => b.get('get-more-requirement', { enrollment_id: id })],
  ];

  it.each(calls)('%s answers 404 to another session and to no session', async (_name, call) => {
    const { id } = await withPlans(['Test Dental']);
    const other = new Browser(t.app);
    await startEnrollment(other);
    for (const browser of [other, new Browser(t.app)]) {
      const response = await call(browser, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found', errorCode: 'notFound' });
    }
  });
});
