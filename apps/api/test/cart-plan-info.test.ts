import type { PlanCard } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { IHA_PLAN, wizardData } from './helpers/wizard-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData });
});
afterAll(async () => t.close());

async function enrollmentWith(tier: string, planNames: string[]): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, { tier });
  const groups = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
  for (const name of planNames) {
    const card = groups.flatMap((g) => g.plans).find((p) => p.plan_name === name);
    if (!card) throw new Error(`no plan ${name}`);
    expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid })).statusCode).toBe(200);
  }
  return { browser, id };
}

describe("GET get-cart-plan-info (and the cart's get-more-requirement)", () => {
  it('answers is_IHA with an IHA plan in the cart and has_spouse for a family tier', async () => {
    const { browser, id } = await enrollmentWith('IF', [IHA_PLAN]);
    const info = await browser.get('get-cart-plan-info', { enrollment_id: id });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ status: 'success', data: { is_IHA: true, has_spouse: true } });
    expect((await browser.get('get-more-requirement', { enrollment_id: id })).json().data).toEqual({ result: false });
  });

  it('flags the premier plan as a more requirement, and a children tier has no spouse', async () => {
    const { browser, id } = await enrollmentWith('IC', ['Test Premier PPO']);
    expect((await browser.get('get-cart-plan-info', { enrollment_id: id })).json().data).toEqual({ is_IHA: false, has_spouse: false });
    expect((await browser.get('get-more-requirement', { enrollment_id: id })).json().data).toEqual({ result: true });
  });

  it("answers 404 for an enrollment this session does not hold", async () => {
    const { id } = await enrollmentWith('IO', []);
    const stranger = new Browser(t.app);
    expect((await stranger.get('get-cart-plan-info', { enrollment_id: id })).statusCode).toBe(404);
    expect((await stranger.get('get-more-requirement', { enrollment_id: id })).statusCode).toBe(404);
  });
});
