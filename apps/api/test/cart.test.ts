import { type Cart, type PlanCard, API_MESSAGES } from '@benefit-store/domain';
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

async function cards(browser: Browser, enrollmentId: string): Promise<Map<string, PlanCard>> {
  const response = await browser.get('get-filtered-plans', { enrollment_id: enrollmentId });
  const groups = response.json().data.result as { plans: PlanCard[] }[];
  return new Map(groups.flatMap((g) => g.plans.map((p) => [p.plan_name, p] as const)));
}

const add = (browser: Browser, enrollmentId: string, card: Pick<PlanCard, 'plan_id' | 'ppid'>) =>
  browser.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: card.plan_id, plan_pricing_id: card.ppid });

describe('the cart', () => {
  it('adds a plan and removes it again, with counts and amounts along the way', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const plans = await cards(browser, id);
    const ppo = plans.get('Test Premier PPO')!;
    const dental = plans.get('Test Dental')!;

    expect((await add(browser, id, ppo)).json()).toEqual({ status: 'success', data: { result: 1 } });
    expect((await add(browser, id, dental)).json().data.result).toBe(2);
    expect((await browser.get('get-cart-count', { enrollment_id: id })).json().data.result).toBe(2);
    expect((await browser.get('get-cart-amount', { enrollment_id: id })).json()).toEqual({ status: 'success', data: { result: '325.00' } });

    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
    expect(cart.result.map((p) => [p.plan_name, p.price, p.plan_pricing_id, p.removable])).toEqual([
      ['Test Premier PPO', '300.00', ppo.ppid, 1],
      ['Test Dental', '25.00', dental.ppid, 1],
    ]);
    // The premier plan's $25.00 enrollment fee is charged with the first month only.
    expect(cart).toMatchObject({ recurring_month_cost: '325.00', initial_month_cost: '350.00', has_l713: true });
    // The cart names the plan whose one-time fee makes the first month differ.
    expect(cart.one_time_fees).toEqual([{ plan_name: 'Test Premier PPO', amount: '25.00' }]);
    // The premier price as the carrier explains it: the fees of a single (IO) member, then the contributions; the
    // lines add up to the plan's $300.00.
    expect(cart.l713_lines.map((l) => l.amount)).toEqual(['25.00', '10.00', '30.00', '50.00', '77.00', '108.00']);
    expect(cart.l713_net_price).toBe('108.00');

    const listed = await cards(browser, id);
    expect(listed.get('Test Premier PPO')!.is_in_cart).toBe(true);
    expect(listed.get('Test Select HMO')!.is_in_cart).toBe(false);

    const removed = await browser.get('remove-plan-from-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid! });
    expect(removed.json()).toEqual({ status: 'success', data: { result: 1 } });
    expect((await browser.get('get-cart-amount', { enrollment_id: id })).json().data.result).toBe('25.00');
    await browser.get('remove-plan-from-cart', { enrollment_id: id, plan_id: dental.plan_id, plan_pricing_id: dental.ppid! });

    const empty = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
    expect(empty).toEqual({
      result: [],
      initial_month_cost: '0.00',
      recurring_month_cost: '0.00',
      special_message: null,
      has_l713: false,
      l713_net_price: null,
      quote_name: null,
      // The fixture catalog has no checkout data (fees, riders, blackouts): checkout.test.ts covers those fields.
      membership: null,
      admin_fee_percent: null,
      blackout_message: null,
      riders: [],
      one_time_fees: [],
      l713_lines: [],
      premier_site: true,
    });
  });

  it('treats adding the same plan twice as one line', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const dental = (await cards(browser, id)).get('Test Dental')!;
    await add(browser, id, dental);
    expect((await add(browser, id, dental)).json().data.result).toBe(1);
  });

  it('does not mind removing a plan that is not in the cart', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('remove-plan-from-cart', { enrollment_id: id, plan_id: 1, plan_pricing_id: 1 });
    expect(response.json()).toEqual({ status: 'success', data: { result: 0 } });
  });

  it('refuses a forged pricing row, such as the cheaper price of another age band', async () => {
    const older = new Browser(t.app);
    const olderId = await startEnrollment(older, { dob: dobForAge(55) });
    const younger = new Browser(t.app);
    const youngerId = await startEnrollment(younger, { dob: dobForAge(30) });
    const cheapRow = (await cards(younger, youngerId)).get('Test Premier PPO')!;
    const response = await add(older, olderId, cheapRow);
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'plan_pricing_id', error_message: API_MESSAGES.planPricingNotFound }]);
    expect((await older.get('get-cart-count', { enrollment_id: olderId })).json().data.result).toBe(0);
  });

  it('refuses a pricing row of another plan and a plan the visitor cannot buy', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IS' });
    const plans = await cards(browser, id);
    const mixed = await add(browser, id, { plan_id: plans.get('Test Dental')!.plan_id, ppid: plans.get('Test Select HMO')!.ppid });
    expect(mixed.statusCode).toBe(422);
    const io = new Browser(t.app);
    const ioId = await startEnrollment(io);
    const termLife = (await cards(io, ioId)).get('Test Term Life')!;
    const refused = await add(browser, id, termLife);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual([{ target_element: 'plan_id', error_message: API_MESSAGES.planNotFound }]);
    const missing = await add(browser, id, { plan_id: 999_999, ppid: 1 });
    expect(missing.json().data[0].target_element).toBe('plan_id');
  });

  it('re-prices the cart when the filter changes and drops what can no longer be bought', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(35) });
    const plans = await cards(browser, id);
    await add(browser, id, plans.get('Test Premier PPO')!);
    await add(browser, id, plans.get('Test Term Life')!);
    await add(browser, id, plans.get('Test Vision New York')!);

    const changed = await browser.put(`change-filter-info/${id}`, { tier: 'IS', zip: '90210' });
    expect(changed.statusCode).toBe(200);
    // The answer says what the change did to the cart, so the page can tell the visitor.
    expect(changed.json().data).toEqual({ temp_enrollment_id: id, cart_repriced: 1, cart_removed: 2 });
    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
    // Term life is member-only and the vision plan is New York only: both leave; the PPO moves to its IS row.
    expect(cart.result.map((p) => [p.plan_name, p.tier, p.price])).toEqual([['Test Premier PPO', 'IS', '600.00']]);
    const listed = (await cards(browser, id)).get('Test Premier PPO')!;
    expect(cart.result[0]!.plan_pricing_id).toBe(listed.ppid);
    expect(listed.is_in_cart).toBe(true);
  });

  it('adds a plan with its paired plan, both or neither (add-plan-to-cart-prudentials)', async () => {
    const paired = (browser: Browser, enrollmentId: string, a: Pick<PlanCard, 'plan_id' | 'ppid'>, b: Pick<PlanCard, 'plan_id' | 'ppid'>) =>
      browser.post('add-plan-to-cart-prudentials', { enrollment_id: enrollmentId, plan_id: a.plan_id, plan_pricing_id: a.ppid, plan_id1: b.plan_id, plan_pricing_id1: b.ppid });
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IS' });
    const plans = await cards(browser, id);
    const ppo = plans.get('Test Premier PPO')!;
    const dental = plans.get('Test Dental')!;

    // The paired plan cannot be bought (term life is member-only): neither goes in.
    const io = new Browser(t.app);
    const termLife = (await cards(io, await startEnrollment(io))).get('Test Term Life')!;
    const refused = await paired(browser, id, ppo, termLife);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual([{ target_element: 'plan_id1', error_message: API_MESSAGES.planNotFound }]);
    expect((await browser.get('get-cart-count', { enrollment_id: id })).json().data.result).toBe(0);

    // A plan paired with itself is refused before anything is read.
    const same = await paired(browser, id, ppo, ppo);
    expect(same.json().data).toEqual([{ target_element: 'plan_id1', error_message: API_MESSAGES.pairedPlanSame }]);

    expect((await paired(browser, id, ppo, dental)).json()).toEqual({ status: 'success', data: { result: 2 } });
    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
    expect(cart.result.map((p) => p.plan_name)).toEqual(['Test Premier PPO', 'Test Dental']);
  });

  it('validates the cart request fields', async () => {
    const browser = new Browser(t.app);
    const response = await browser.post('add-plan-to-cart', { enrollment_id: '', plan_id: 'abc', plan_pricing_id: -3 });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.map((e: { target_element: string }) => e.target_element)).toEqual(['enrollment_id', 'plan_id', 'plan_pricing_id']);
  });
});
