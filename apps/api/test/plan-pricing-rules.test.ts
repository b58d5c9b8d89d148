import { PRICING_MESSAGES, type PlanCard, type PlanPricingDetail } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../src/db/seed/demo/index.js';
import { forgetCatalogSnapshot } from '../src/modules/catalog/index.js';
import { Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let planIds: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp({ demoData });
  // Every plan's id by name, from the listing without an enrollment.
  const browser = new Browser(t.app);
  planIds = new Map();
  for (const category of new Set(demoData.plans.map((p) => p.category))) {
    const groups = (await browser.get('get-menu-filtered-plans', { category })).json().data.result as { plans: PlanCard[] }[];
    for (const card of groups.flatMap((g) => g.plans)) planIds.set(card.plan_name, card.plan_id);
  }
});
afterAll(async () => t.close());

const idOf = (name: string) => {
  const id = planIds.get(name);
  if (id === undefined) throw new Error(`no plan ${name}`);
  return id;
};

async function pricing(browser: Browser, id: string, plan: string): Promise<PlanPricingDetail> {
  const response = await browser.get('get-plan-pricing-detail', { pid: idOf(plan), enrollment_id: id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PlanPricingDetail;
}

async function cartCount(browser: Browser, id: string): Promise<number> {
  return (await browser.get('get-cart-count', { enrollment_id: id })).json().data.result as number;
}

/** A pricing row of the plan, as a visitor it is priced for would send it. */
async function someRowOf(plan: string, filter: Record<string, unknown>): Promise<number> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, filter);
  const detail = await pricing(browser, id, plan);
  expect(detail.errorCode).toBeNull();
  return detail.plans[0]!.ppid;
}

interface Case {
  code: string;
  plan: string;
  /** The visitor the rule refuses. */
  filter: Record<string, unknown>;
  /** The same visitor after fixing it (the Edit popup's change-filter-info), or null when there is nothing to fix. */
  fix: Record<string, unknown> | null;
  /** A visitor the plan is priced for, to take a real pricing row from. */
  priced: Record<string, unknown>;
}

const CASES: Case[] = [
  { code: 'ageError', plan: 'Bluepine Senior Dental', filter: {}, fix: { dob: dobForAge(55) }, priced: { dob: dobForAge(55) } },
  { code: 'tierError', plan: 'Summit Term Life 20', filter: { tier: 'IS', is_smoker: 0 }, fix: { tier: 'IO' }, priced: { is_smoker: 0 } },
  { code: 'stateError', plan: 'Summit Select HMO', filter: {}, fix: { zip: '75201' }, priced: { zip: '75201' } },
  { code: 'metError', plan: 'Summit Select HMO', filter: { zip: '79901' }, fix: { zip: '77002' }, priced: { zip: '75201' } },
  { code: 'smokerError', plan: 'Summit Term Life 20', filter: {}, fix: { is_smoker: 0 }, priced: { is_smoker: 1 } },
  { code: 'salaryError', plan: 'Summit Long-Term Disability', filter: {}, fix: { annual_incode: 45000 }, priced: { annual_incode: 30000 } },
  { code: 'hourError', plan: 'Summit Short-Term Disability', filter: { working_hours: 20 }, fix: { working_hours: 40 }, priced: { working_hours: 30 } },
  { code: 'planAgeError', plan: 'Northstar Hospital Cash 50+', filter: { tier: 'IF', dob: dobForAge(70) }, fix: { tier: 'IO' }, priced: { dob: dobForAge(70) } },
  { code: 'portalError', plan: 'Northstar Income Protector', filter: {}, fix: null, priced: {} },
  { code: 'newQuestionsError', plan: 'Evergreen Recovery Care', filter: {}, fix: null, priced: {} },
];

describe('each pricing rule answers its errorCode and message, and the cart refuses the plan', () => {
  it.each(CASES)('$code ($plan)', async ({ code, plan, filter, fix, priced }) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, filter);
    await browserAddsSomething(browser, id);
    const before = await cartCount(browser, id);

    const detail = await pricing(browser, id, plan);
    expect(detail).toMatchObject({ plan_id: idOf(plan), plans: [], errorCode: code, message: PRICING_MESSAGES[code as keyof typeof PRICING_MESSAGES], pid: null });

    // The page would not show Add to Cart; a direct call is refused the same way and leaves the cart as it was.
    const ppid = code === 'portalError' || code === 'newQuestionsError' ? 1 : await someRowOf(plan, priced);
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf(plan), plan_pricing_id: ppid });
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ status: 'error', errorCode: code, message: PRICING_MESSAGES[code as keyof typeof PRICING_MESSAGES] });
    expect(await cartCount(browser, id)).toBe(before);

    if (fix) {
      expect((await browser.put(`change-filter-info/${id}`, fix)).statusCode).toBe(200);
      const fixed = await pricing(browser, id, plan);
      expect(fixed.errorCode).toBeNull();
      expect(fixed.plans.find((p) => p.is_selected_tier)?.price_male_nons).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('changePid: the plan replaced in the visitor\'s state answers the new plan id', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { zip: '90001' });
    const detail = await pricing(browser, id, 'Bluepine Dental Basic');
    expect(detail).toMatchObject({ errorCode: 'changePid', pid: idOf('Evergreen Dental DHMO'), plans: [] });
    const replacement = await pricing(browser, id, 'Evergreen Dental DHMO');
    expect(replacement.errorCode).toBeNull();
    const added = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic'), plan_pricing_id: 1 });
    expect(added.json()).toMatchObject({ errorCode: 'changePid' });
    expect(await cartCount(browser, id)).toBe(0);
  });

  it('enrollmentIdError: an enrollment this browser does not hold is not priced', async () => {
    const owner = new Browser(t.app);
    const id = await startEnrollment(owner);
    const stranger = new Browser(t.app);
    await startEnrollment(stranger);
    const detail = await pricing(stranger, id, 'Bluepine Dental Basic');
    expect(detail).toMatchObject({ errorCode: 'enrollmentIdError', message: PRICING_MESSAGES.enrollmentIdError, plans: [] });
  });

  it('a plan that does not exist is a 404', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.get('get-plan-pricing-detail', { pid: 999_999, enrollment_id: id })).statusCode).toBe(404);
  });
});

/** A plan already in the cart, so "unchanged" means more than empty. */
async function browserAddsSomething(browser: Browser, id: string): Promise<void> {
  const detail = await pricing(browser, id, 'Harbor Hospital Indemnity 500');
  const row = detail.plans.find((p) => p.is_selected_tier);
  if (!row) return;
  expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Harbor Hospital Indemnity 500'), plan_pricing_id: row.ppid })).statusCode).toBe(200);
}

describe('a priced plan', () => {
  it('has a card per tier above 0, the visitor\'s tier selected, and that row is what the cart takes', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { tier: 'IS' });
    const detail = await pricing(browser, id, 'Bluepine Dental Basic');
    expect(detail.errorCode).toBeNull();
    expect(detail.plans.map((p) => p.tier)).toEqual(['IO', 'IS', 'IC', 'IF']);
    expect(detail.plans.filter((p) => p.is_selected_tier).map((p) => p.tier)).toEqual(['IS']);
    const other = detail.plans.find((p) => p.tier === 'IO')!;
    const refused = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic'), plan_pricing_id: other.ppid });
    expect(refused.statusCode).toBe(422);
    const mine = detail.plans.find((p) => p.is_selected_tier)!;
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic'), plan_pricing_id: mine.ppid })).statusCode).toBe(200);
    expect(await cartCount(browser, id)).toBe(1);
  });

  it('the listing shows the same price as the plan page, and lists a plan waiting for an answer without a price', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const cards = ((await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[]).flatMap((g) => g.plans);
    const dental = cards.find((c) => c.plan_name === 'Bluepine Dental Basic')!;
    const detail = await pricing(browser, id, 'Bluepine Dental Basic');
    expect(detail.plans.find((p) => p.is_selected_tier)).toMatchObject({ ppid: dental.ppid, price_male_nons: dental.plan_price });
    const termLife = cards.find((c) => c.plan_name === 'Summit Term Life 20')!;
    expect(termLife).toMatchObject({ plan_price: null, ppid: null, hide_add_to_cart: true, price_message: PRICING_MESSAGES.smokerError, price_error_code: 'smokerError' });
    expect(cards.find((c) => c.plan_name === 'Bluepine Senior Dental')).toBeUndefined();
  });

  it('re-prices the cart after the catalog copy was dropped by a change (no second connection inside the lock)', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await browserAddsSomething(browser, id);
    // A catalog change drops the in-memory copy (decision 0071); the calls that lock the enrollment read it again
    // before taking the lock, so a filter change and an add still complete.
    forgetCatalogSnapshot(t.app.database.db);
    expect((await browser.put(`change-filter-info/${id}`, { dob: dobForAge(40) })).statusCode).toBe(200);
    forgetCatalogSnapshot(t.app.database.db);
    const detail = await pricing(browser, id, 'Bluepine Dental Basic');
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic'), plan_pricing_id: detail.plans.find((p) => p.is_selected_tier)!.ppid })).statusCode).toBe(200);
    expect(await cartCount(browser, id)).toBe(2);
  });

  it('get-related-plans suggests other plans the visitor is offered, priced', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('get-related-plans', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic') });
    expect(response.statusCode).toBe(200);
    const related = response.json().data as PlanCard[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((p) => p.plan_name)).not.toContain('Bluepine Dental Basic');
    expect(related[0]!.plan_category).toBe('dental');
  });
});
