import { type Cart, type FilterInfo, type PlanCard, API_MESSAGES } from '@benefit-store/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, planPricing } from '../src/db/schema/index.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Calls that change one enrollment at the same moment. On PostgreSQL they really overlap (a pool of connections);
 * on PGlite (one connection) they interleave between statements. Either way every acknowledged change is kept and
 * the cart is priced for the filter as it ends up.
 */
const RUNS = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function cards(browser: Browser, id: string): Promise<Map<string, PlanCard>> {
  const response = await browser.get('get-filtered-plans', { enrollment_id: id });
  const groups = response.json().data.result as { plans: PlanCard[] }[];
  return new Map(groups.flatMap((g) => g.plans.map((p) => [p.plan_name, p] as const)));
}

const filterOf = async (browser: Browser, id: string) =>
  (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' })).json().data.result as FilterInfo;

const cartOf = async (browser: Browser, id: string) => (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;

describe('concurrent changes to one enrollment', () => {
  it(`keeps both of two filter changes made at once (${RUNS} runs)`, async () => {
    const older = dobForAge(55);
    let lost = 0;
    await Promise.all(
      Array.from({ length: RUNS }, async () => {
        const browser = new Browser(t.app);
        const id = await startEnrollment(browser, { zip: '10001', dob: dobForAge(35) });
        const [zip, dob] = await Promise.all([
          browser.put(`change-filter-info/${id}`, { zip: '90210' }),
          browser.put(`change-filter-info/${id}`, { dob: older }),
        ]);
        expect([zip.statusCode, dob.statusCode]).toEqual([200, 200]);
        const filter = await filterOf(browser, id);
        if (filter.zip !== '90210' || filter.state !== 'CA' || filter.dob !== older) lost++;
      }),
    );
    expect(lost, `lost updates in ${RUNS} runs`).toBe(0);
  });

  it(`prices the cart for the final age when a plan is added while the age changes (${RUNS} runs)`, async () => {
    let stale = 0;
    await Promise.all(
      Array.from({ length: RUNS }, async () => {
        const browser = new Browser(t.app);
        const id = await startEnrollment(browser, { dob: dobForAge(35) });
        const ppo = (await cards(browser, id)).get('Test Premier PPO')!;
        const [added, changed] = await Promise.all([
          browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid }),
          browser.put(`change-filter-info/${id}`, { dob: dobForAge(55) }),
        ]);
        expect(changed.statusCode).toBe(200);
        // Added before the change (then re-priced), or refused because its row was for the age that no longer is.
        if (added.statusCode !== 200) {
          expect(added.statusCode).toBe(422);
          expect(added.json().data).toEqual([{ target_element: 'plan_pricing_id', error_message: API_MESSAGES.planPricingNotFound }]);
        }
        const now = (await cards(browser, id)).get('Test Premier PPO')!;
        const cart = await cartOf(browser, id);
        if (cart.result.some((line) => line.plan_pricing_id !== now.ppid || line.price !== '500.00')) stale++;
      }),
    );
    expect(stale, `carts priced for the old age in ${RUNS} runs`).toBe(0);
  });
});

describe('checkout of a cart priced for another filter', () => {
  it('refuses the cart, re-prices it, and checks out once the visitor has seen the new price', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { dob: dobForAge(35) });
    const ppo = (await cards(browser, id)).get('Test Premier PPO')!;
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: ppo.plan_id, plan_pricing_id: ppo.ppid })).statusCode).toBe(200);

    // Make the line stale behind the API's back: another row of the same plan and tier (the 50+ band).
    const db = t.app.database.db;
    const [other] = await db
      .select({ ppid: planPricing.ppid })
      .from(planPricing)
      .where(and(eq(planPricing.planId, ppo.plan_id), eq(planPricing.tier, 'IO'), eq(planPricing.ageMin, 50), ne(planPricing.ppid, ppo.ppid!)));
    await db.update(cartItems).set({ ppid: other!.ppid }).where(eq(cartItems.enrollmentId, id));
    expect((await cartOf(browser, id)).recurring_month_cost).toBe('500.00');

    const date = (await browser.get('get-cart-effective-dates', { enrollment_id: id })).json().data.result[0] as string;
    const refused = await browser.post('cart-checkout', { enrollment_id: id, effective_date: date, type: 'member' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 'error', message: API_MESSAGES.checkoutCartRepriced, errorCode: 'cartRepriced' });
    const stored = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'effective_date' });
    expect(stored.json().data.result).toBeNull();

    // The refusal left the cart at today's price, so the visitor sees it and the next checkout goes through.
    const cart = await cartOf(browser, id);
    expect(cart.result.map((l) => [l.plan_pricing_id, l.price])).toEqual([[ppo.ppid, '300.00']]);
    const accepted = await browser.post('cart-checkout', { enrollment_id: id, effective_date: date, type: 'member' });
    expect(accepted.statusCode).toBe(200);
  });
});
