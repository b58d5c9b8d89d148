import type { Cart, DependentStepOptions, PlanCard } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoData } from '../src/db/seed/seed-types.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { checkoutFixture } from './helpers/checkout-fixture.js';
import { familyBundle, familyBundleId, MEMBER, PER_CHILD, SPOUSE_FROM_50, SPOUSE_TO_49 } from './helpers/household-plan.js';
import { money } from './helpers/plan-pricing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The dependents being enrolled are the household a household-priced plan is priced on: the spouse's birth date and
 * the number of children given on the landing start the spouse's form, and the saved list (Next) moves the cart to
 * the price of the spouse and children actually enrolled.
 */
const data: DemoData = { ...checkoutFixture, plans: [...checkoutFixture.plans, familyBundle] };

let t: TestApp;
let bundleId: number;
beforeAll(async () => {
  t = await createTestApp({ demoData: data });
  bundleId = await familyBundleId(t.app);
});
afterAll(async () => t.close());

type Tier = 'IS' | 'IC' | 'IF';

/** A browser whose enrollment stored the landing's dependents and has the bundle in its cart at that household's price. */
async function bundleInCart(tier: Tier, household: { dep_dob?: string; no_of_children?: number }): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, { tier });
  const stored = await browser.post('store-temp-dependent-info', { enrollment_id: id, ...household });
  expect(stored.statusCode, stored.body).toBe(200);
  const listed = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'bundles' })).json().data.result as { plans: PlanCard[] }[];
  const card = listed.flatMap((g) => g.plans).find((p) => p.plan_id === bundleId)!;
  const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: bundleId, plan_pricing_id: card.ppid });
  expect(added.statusCode, added.body).toBe(200);
  return { browser, id };
}

const spouse = (birthdate: string) => ({
  primary_info: { first_name: 'Sam', last_name: 'Lopez', gender: 0, ssn: '123-45-1020', relationship: 'spouse', weight: 170, height_feet: 5, height_inch: 8, birthdate },
});
const child = (n: number) => ({
  primary_info: { first_name: `Kid${'abcdefghij'[n]}`, last_name: 'Lopez', gender: 1, ssn: `123-45-${1000 + n}`, relationship: 'child', weight: 60, height_feet: 4, height_inch: 8, birthdate: '09/30/2015' },
});
const children = (n: number) => Array.from({ length: n }, (_, i) => child(i + 1));

async function bundlePrice(browser: Browser, id: string): Promise<string | undefined> {
  const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as Cart;
  return cart.result.find((l) => l.plan_id === bundleId)?.price;
}

async function saveDependents(browser: Browser, id: string, dependents: unknown[], path = 'save-dependent-info') {
  const saved = await browser.post(path, { enrollment_id: id, dependents, spouse_answer: null });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data as { cart_repriced?: number; cart_removed?: number };
}

describe("the dependents' household and the cart", () => {
  it("starts a new spouse's form with the spouse's birth date given on the landing", async () => {
    const dob = dobForAge(45);
    const { browser, id } = await bundleInCart('IS', { dep_dob: dob });
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'dependent_info' })).json().data;
    expect((step.options as DependentStepOptions).spouse_birthdate).toBe(dob);
    const none = new Browser(t.app);
    const plain = await startEnrollment(none, { tier: 'IS' });
    expect((await none.get('get-enrollment-step', { enrollment_id: plain, tab: 'dependent_info' })).json().data.options.spouse_birthdate).toBeNull();
  });

  it('prices the cart for a spouse enrolled with another birth date than the landing gave, and says so', async () => {
    const { browser, id } = await bundleInCart('IS', { dep_dob: dobForAge(45) });
    expect(await bundlePrice(browser, id)).toBe(money(MEMBER + SPOUSE_TO_49));
    const enrolled = dobForAge(55);
    expect(await saveDependents(browser, id, [spouse(enrolled)])).toMatchObject({ cart_repriced: 1, cart_removed: 0 });
    expect(await bundlePrice(browser, id)).toBe(money(MEMBER + SPOUSE_FROM_50));
    expect((await browser.get('get-temp-dependent-info', { enrollment_id: id })).json().data).toEqual({ spouse_dob: enrolled, no_of_children: null });
  });

  it('changes nothing when the spouse is the one the landing gave', async () => {
    const dob = dobForAge(45);
    const { browser, id } = await bundleInCart('IS', { dep_dob: dob });
    expect(await saveDependents(browser, id, [spouse(dob)])).toMatchObject({ cart_repriced: 0, cart_removed: 0 });
    expect(await bundlePrice(browser, id)).toBe(money(MEMBER + SPOUSE_TO_49));
  });

  it('counts the children enrolled in a family', async () => {
    const dob = dobForAge(40);
    const { browser, id } = await bundleInCart('IF', { dep_dob: dob, no_of_children: 2 });
    expect(await bundlePrice(browser, id)).toBe(money(MEMBER + SPOUSE_TO_49 + 2 * PER_CHILD));
    expect(await saveDependents(browser, id, [spouse(dob), ...children(3)])).toMatchObject({ cart_repriced: 1, cart_removed: 0 });
    expect(await bundlePrice(browser, id)).toBe(money(MEMBER + SPOUSE_TO_49 + 3 * PER_CHILD));
  });

  it('keeps the landing household while the list is only saved to temp (after each add or edit)', async () => {
    const { browser, id } = await bundleInCart('IC', { no_of_children: 1 });
    await saveDependents(browser, id, children(4), 'save-dependent-info-to-temp');
    expect(await bundlePrice(browser, id)).toBe(money(MEMBER + PER_CHILD));
    expect((await browser.get('get-temp-dependent-info', { enrollment_id: id })).json().data).toEqual({ spouse_dob: null, no_of_children: 1 });
  });

  it('takes a plan out of the cart when it has no price for the spouse enrolled', async () => {
    const { browser, id } = await bundleInCart('IS', { dep_dob: dobForAge(45) });
    expect(await saveDependents(browser, id, [spouse(dobForAge(85))])).toMatchObject({ cart_repriced: 0, cart_removed: 1 });
    expect(await bundlePrice(browser, id)).toBeUndefined();
  });
});
