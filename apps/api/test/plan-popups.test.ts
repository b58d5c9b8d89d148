import { MESSAGES, POPUP_MESSAGES, PRICING_MESSAGES, type PlanCard, type PlanPricingDetail } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../src/db/seed/demo/index.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let planIds: Map<string, number>;
/** Each listed plan's requires_membership, as its card says. */
const cardNeedsMembership = new Map<string, boolean | undefined>();
beforeAll(async () => {
  t = await createTestApp({ demoData });
  const browser = new Browser(t.app);
  planIds = new Map();
  for (const category of new Set(demoData.plans.map((p) => p.category))) {
    const groups = (await browser.get('get-menu-filtered-plans', { category })).json().data.result as { plans: PlanCard[] }[];
    for (const card of groups.flatMap((g) => g.plans)) {
      planIds.set(card.plan_name, card.plan_id);
      cardNeedsMembership.set(card.plan_name, card.requires_membership);
    }
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

const tempInfo = async (browser: Browser, id: string, column: string) =>
  (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column })).json().data.result as unknown;

describe('the salary and working hours popup saves on the enrollment and the plan is priced at once', () => {
  it('a salary entered in the popup prices the long-term disability plan', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await pricing(browser, id, 'Summit Long-Term Disability')).errorCode).toBe('salaryError');
    const saved = await browser.put(`change-filter-info/${id}`, { annual_incode: 45000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await tempInfo(browser, id, 'annual_incode')).toBe(45000);
    const priced = await pricing(browser, id, 'Summit Long-Term Disability');
    expect(priced.errorCode).toBeNull();
    expect(priced.plans.length).toBeGreaterThan(0);
  });

  it('too few hours keep the hours message; enough hours price the short-term disability plan', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await browser.put(`change-filter-info/${id}`, { working_hours: 20 });
    expect(await pricing(browser, id, 'Summit Short-Term Disability')).toMatchObject({ errorCode: 'hourError', message: PRICING_MESSAGES.hourError });
    await browser.put(`change-filter-info/${id}`, { working_hours: 37.5 });
    expect(await tempInfo(browser, id, 'working_hours')).toBe(37.5);
    expect((await pricing(browser, id, 'Summit Short-Term Disability')).errorCode).toBeNull();
  });

  it('the tobacco answer prices the term life plan, and a smoker pays the tobacco rate', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await pricing(browser, id, 'Summit Term Life 20')).errorCode).toBe('smokerError');
    await browser.put(`change-filter-info/${id}`, { is_smoker: 0 });
    const nonSmoker = await pricing(browser, id, 'Summit Term Life 20');
    await browser.put(`change-filter-info/${id}`, { is_smoker: 1 });
    const smoker = await pricing(browser, id, 'Summit Term Life 20');
    expect(nonSmoker.errorCode).toBeNull();
    expect(smoker.errorCode).toBeNull();
    expect(Number(smoker.plans[0]!.price_male_nons)).toBeGreaterThan(Number(nonSmoker.plans[0]!.price_male_nons));
  });
});

describe('group-enrollment-info', () => {
  it('offers the group code popup to a public-store visitor without a group', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.get('group-enrollment-info', { enrollment_id: id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ has_enrollment: true, capture_groupcode: true });
  });

  it("answers no enrollment for another browser's enrollment (ids cannot be probed)", async () => {
    const id = await startEnrollment(new Browser(t.app));
    const response = await new Browser(t.app).get('group-enrollment-info', { enrollment_id: id });
    expect(response.json().data).toEqual({ has_enrollment: false, capture_groupcode: false });
  });
});

describe('set-enrollment-group-code', () => {
  it("refuses an unknown code with 'Invalid Group Enrollment Code' under group_code and leaves the enrollment as it was", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.post('set-enrollment-group-code', { enrollment_id: id, group_code: 'NOPE0000' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'group_code', error_message: MESSAGES.invalidGroupCode }]);
    expect(await tempInfo(browser, id, 'eprocess')).not.toBe('group');
  });

  it("refuses an empty code with 'Field is required'", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const response = await browser.post('set-enrollment-group-code', { enrollment_id: id, group_code: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([expect.objectContaining({ target_element: 'group_code', error_message: MESSAGES.fieldRequired })]);
  });

  it('puts the enrollment in the group: group process, no more group code popup, and the portal-only plan is priced', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await pricing(browser, id, 'Northstar Income Protector')).errorCode).toBe('portalError');
    const response = await browser.post('set-enrollment-group-code', { enrollment_id: id, group_code: 'acme2024' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Acme Fabrication Co.' });
    expect(await tempInfo(browser, id, 'eprocess')).toBe('group');
    expect((await browser.get('group-enrollment-info', { enrollment_id: id })).json().data).toEqual({ has_enrollment: true, capture_groupcode: false });
    expect((await pricing(browser, id, 'Northstar Income Protector')).errorCode).toBeNull();
  });

  it("answers 404 for another browser's enrollment and does not change it", async () => {
    const owner = new Browser(t.app);
    const id = await startEnrollment(owner);
    const response = await new Browser(t.app).post('set-enrollment-group-code', { enrollment_id: id, group_code: 'ACME2024' });
    expect(response.statusCode).toBe(404);
    expect(await tempInfo(owner, id, 'eprocess')).not.toBe('group');
  });
});

describe('get-plan-membership', () => {
  it('names the $5.00 a month association membership for a plan that needs it', async () => {
    const response = await new Browser(t.app).get('get-plan-membership', { plan_id: idOf('Harbor Everyday Care') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ requires_membership: true, membership: { name: 'Wellness Association Membership', monthly_fee: '5.00' } });
  });

  it('answers no membership for a plan that does not need it', async () => {
    const response = await new Browser(t.app).get('get-plan-membership', { plan_id: idOf('Summit Term Life 20') });
    expect(response.json().data).toEqual({ requires_membership: false, membership: null });
  });

  it("agrees with the plan's card, so the list shows the card only for plans that need it", () => {
    expect(cardNeedsMembership.get('Harbor Everyday Care')).toBe(true);
    expect(cardNeedsMembership.get('Summit Term Life 20')).toBe(false);
  });

  it('answers 404 for a plan that does not exist', async () => {
    expect((await new Browser(t.app).get('get-plan-membership', { plan_id: 999999 })).statusCode).toBe(404);
  });

  it('adding a plan that needs membership puts both in the cart: the plan and the membership line, counted in both totals', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await addPlan(browser, id, 'Harbor Everyday Care');
    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data as {
      result: { plan_name: string; price: string }[];
      membership: { name: string; monthly_fee: string } | null;
      recurring_month_cost: string;
    };
    expect(cart.result.map((l) => l.plan_name)).toEqual(['Harbor Everyday Care']);
    expect(cart.membership).toEqual({ name: 'Wellness Association Membership', monthly_fee: '5.00' });
    expect(Number(cart.recurring_month_cost)).toBeCloseTo(Number(cart.result[0]!.price) + 5, 2);
  });
});

describe('the plan page start: portal and group pickers', () => {
  async function acmeRep(): Promise<{ agentId: number; portalId: number; groupId: number }> {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const data = (await browser.post('set-enrollment-group-code', { enrollment_id: id, group_code: 'ACME2024' })).json().data as { agent_id: number; platform_group_id: number; group_id: number };
    return { agentId: data.agent_id, portalId: data.platform_group_id, groupId: data.group_id };
  }

  it('get-enrollment-platforms lists every portal without a rep', async () => {
    const response = await new Browser(t.app).get('get-enrollment-platforms');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as { platform_code: string }[]).map((p) => p.platform_code).sort()).toEqual(['PREMIER', 'WORKSITE']);
  });

  it("get-enrollment-platforms lists the rep's portals, including their group's", async () => {
    const { agentId, portalId } = await acmeRep();
    const platforms = (await new Browser(t.app).get('get-enrollment-platforms', { agent_id: agentId })).json().data as { platform_group_id: number }[];
    expect(platforms.map((p) => p.platform_group_id)).toContain(portalId);
  });

  it("get-agent-groups lists the rep's groups with their portal", async () => {
    const { agentId, portalId, groupId } = await acmeRep();
    const response = await new Browser(t.app).get('get-agent-groups', { agent_id: agentId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toContainEqual({ gid: groupId, gname: 'Acme Fabrication Co.', platform_group_id: portalId });
  });

  it('get-agent-groups refuses a missing rep id', async () => {
    expect((await new Browser(t.app).get('get-agent-groups')).statusCode).toBe(422);
  });
});

describe('a plan already active on the member policy', () => {
  async function memberEnrollment(ref: string): Promise<{ browser: Browser; id: string }> {
    const links = (await new Browser(t.app).get('dev/member-store-links')).json().data as { ref: string; link: string }[];
    const link = links.find((l) => l.ref === ref);
    if (!link) throw new Error(`no member ${ref}`);
    const [, , token, tier] = link.link.split('/');
    const browser = new Browser(t.app);
    const response = await browser.post('add-filter-for-member', { user_id: token, tier });
    expect(response.statusCode, response.body).toBe(200);
    return { browser, id: response.json().data.temp_enrollment_id as string };
  }

  it("check-active-plan names the member's active plan with its message, and not another plan", async () => {
    const { browser, id } = await memberEnrollment('M-1001');
    expect((await browser.get('check-active-plan', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic') })).json().data).toEqual({
      active: true,
      message: POPUP_MESSAGES.alreadyActive,
    });
    expect((await browser.get('check-active-plan', { enrollment_id: id, plan_id: idOf('Harbor Everyday Care') })).json().data).toEqual({ active: false, message: null });
  });

  it('a visitor who is not a member holds no plan', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.get('check-active-plan', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic') })).json().data).toEqual({ active: false, message: null });
  });

  it('add-plan-to-cart refuses the active plan with the message and leaves the cart empty', async () => {
    const { browser, id } = await memberEnrollment('M-1001');
    const priced = await pricing(browser, id, 'Bluepine Dental Basic');
    expect(priced.errorCode).toBeNull();
    const ppid = priced.plans.find((p) => p.is_selected_tier)!.ppid;
    const response = await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: idOf('Bluepine Dental Basic'), plan_pricing_id: ppid });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(POPUP_MESSAGES.alreadyActive);
    expect((await browser.get('get-cart-count', { enrollment_id: id })).json().data.result).toBe(0);
  });
});
