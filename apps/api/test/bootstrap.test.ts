import { StoreBootstrapSchema, type StoreBootstrap } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { b64, GROUP_HOST, siteFixture } from './helpers/site-fixture.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: siteFixture });
});
afterAll(async () => {
  await t.close();
});

/** A browser's GET with the site hints the web client sends as headers. */
async function call(browser: Browser, path: string, query: Record<string, string | number | undefined> = {}, headers: Record<string, string> = {}) {
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return browser.request({ method: 'GET', url: `/api/v1/${path}`, query: defined, headers });
}

/** The data of a call as the web reads it: `null` for the spec's 204 "none". */
async function dataOf(browser: Browser, path: string, query: Record<string, string | number | undefined> = {}, headers: Record<string, string> = {}) {
  const response = await call(browser, path, query, headers);
  if (response.statusCode === 204) return null;
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json().data as unknown;
}

async function bootstrap(browser: Browser, query: Record<string, string | number | undefined>, headers: Record<string, string> = {}): Promise<StoreBootstrap> {
  const response = await call(browser, 'get-store-bootstrap', query, headers);
  expect(response.statusCode, response.body).toBe(200);
  // The answer is the domain's shape, as the web checks it.
  return StoreBootstrapSchema.parse(response.json().data);
}

describe('get-store-bootstrap', () => {
  it("answers a new visitor's first view with what each of its calls answers: site, theme, details, menu, categories", async () => {
    const browser = new Browser(t.app);
    const site_domain = b64('localhost');
    const answer = await bootstrap(browser, { site_domain });

    expect(answer.domain_site).toEqual(await dataOf(browser, 'get-domainSite-infromation', { site_domain }));
    expect(answer.theme).toEqual(await dataOf(browser, 'get-external-site-dynamic-information', { site_domain }));
    expect(answer.default_info).toEqual(await dataOf(browser, 'get-default-info'));
    expect(answer.elevate).toEqual(await dataOf(browser, 'get-elevate-info'));
    expect(answer.ticket_link).toEqual(await dataOf(browser, 'get-ticket-link'));
    expect(answer.categories).toEqual(await dataOf(browser, 'get-plan-category'));
    const menu = (await call(browser, 'get-common-menu')).json() as { data: unknown; category_order: unknown };
    expect(answer.menu).toEqual({ items: menu.data, category_order: menu.category_order });
    expect(answer).toMatchObject({ group_landing: null, agent_landing: null, enrollment: null });
    expect(answer.default_info?.display_name).toBe('Test Store');
    expect(answer.menu.items.length).toBeGreaterThan(0);
  });

  it("carries the enrollment's filter, cart count and cart amount for the browser that holds it", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { zip: '10001', tier: 'IO', gender: 1 });
    await addPlan(browser, id, 'Test Dental');
    const answer = await bootstrap(browser, { site_domain: b64('localhost'), enrollment_id: id });

    expect(answer.enrollment).toEqual({
      filter_info: (await dataOf(browser, 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' }) as { result: unknown }).result,
      cart_count: 1,
      cart_amount: (await dataOf(browser, 'get-cart-amount', { enrollment_id: id }) as { result: unknown }).result,
    });
    expect(answer.enrollment?.filter_info).toMatchObject({ zip: '10001', tier: 'IO', gender: 1 });
  });

  it("leaves out an enrollment the browser does not hold (its own calls answer 404), and tells nothing of it", async () => {
    const owner = new Browser(t.app);
    const id = await startEnrollment(owner);
    const stranger = new Browser(t.app);
    const answer = await bootstrap(stranger, { site_domain: b64('localhost'), enrollment_id: id });
    expect(answer.enrollment).toBeNull();
    expect((await call(stranger, 'get-cart-count', { enrollment_id: id })).statusCode).toBe(404);
  });

  it("gives a group's host its group and theme, and the named group's or rep's details as their own calls do", async () => {
    const browser = new Browser(t.app);
    const site_domain = b64(GROUP_HOST);
    const answer = await bootstrap(browser, { site_domain });
    expect(answer.domain_site).toEqual(await dataOf(browser, 'get-domainSite-infromation', { site_domain }));
    expect(answer.domain_site?.gid).toEqual(expect.any(Number));
    expect(answer.theme).toEqual(await dataOf(browser, 'get-external-site-dynamic-information', { site_domain }));

    const groupId = answer.domain_site!.gid!;
    const headers = { group_id: String(groupId) };
    const withGroup = await bootstrap(browser, { site_domain: b64('localhost'), group_id: groupId }, headers);
    expect(withGroup.group_landing).toEqual(await dataOf(browser, 'get-group-landing-page-info', { group_id: groupId }, headers));
    expect(withGroup.agent_landing).toBeNull();
    expect(withGroup.default_info).toEqual(await dataOf(browser, 'get-default-info', {}, headers));

    const agentId = withGroup.group_landing!.agent_id;
    const withRep = await bootstrap(browser, { site_domain: b64('localhost'), agent_id: agentId }, { agent_id: String(agentId) });
    expect(withRep.agent_landing).toEqual(await dataOf(browser, 'get-agent-landing-page-info', { agent_id: agentId }));
    expect(withRep.theme).toEqual(await dataOf(browser, 'get-external-site-dynamic-information', { site_domain: b64('localhost') }, { agent_id: String(agentId) }));
  });

  it('answers an unknown host as its calls do (no site, no theme), and an unknown group or rep with no details', async () => {
    const browser = new Browser(t.app);
    const answer = await bootstrap(browser, { site_domain: b64('nosuch.localhost'), group_id: 999_999 });
    expect(answer).toMatchObject({ domain_site: null, theme: null, group_landing: null });
    expect((await call(browser, 'get-group-landing-page-info', { group_id: 999_999 })).statusCode).toBe(404);
    expect((await bootstrap(browser, { site_domain: b64('localhost'), agent_id: 999_999 })).agent_landing).toBeNull();
  });

  it('refuses a malformed site_domain, group id or enrollment id with a field error', async () => {
    const browser = new Browser(t.app);
    for (const [query, field] of [
      [{}, 'site_domain'],
      [{ site_domain: '%%%' }, 'site_domain'],
      [{ site_domain: b64('localhost'), group_id: 'x' }, 'group_id'],
      [{ site_domain: b64('localhost'), enrollment_id: 'short' }, 'enrollment_id'],
    ] as const) {
      const response = await call(browser, 'get-store-bootstrap', query);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.map((e: { target_element: string }) => e.target_element)).toEqual([field]);
    }
  });
});
