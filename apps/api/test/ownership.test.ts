import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let owner: Browser;
let enrollmentId: string;
let planId: number;
let ppid: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = new Browser(t.app);
  enrollmentId = await startEnrollment(owner);
  const listing = await owner.get('get-filtered-plans', { enrollment_id: enrollmentId, categories: 'dental' });
  const card = listing.json().data.result[0].plans[0];
  planId = card.plan_id;
  ppid = card.ppid;
  const added = await owner.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: planId, plan_pricing_id: ppid });
  expect(added.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Every call that names an enrollment, as a function of the browser that makes it. */
const enrollmentCalls: [string, (b: Browser) => ReturnType<Browser['get']>][] = [
  ['change-filter-info', (b) => b.put(`change-filter-info/${enrollmentId}`, { tier: 'IF' })],
  ['get-enrollment-temp-info', (b) => b.get('get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'filter_info' })],
  ['get-filtered-plans', (b) => b.get('get-filtered-plans', { enrollment_id: enrollmentId })],
  ['get-menu-filtered-plans', (b) => b.get('get-menu-filtered-plans', { enrollment_id: enrollmentId, category: 'dental' })],
  ['add-plan-to-cart', (b) => b.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: planId, plan_pricing_id: ppid })],
  ['get-plan-cart', (b) => b.get('get-plan-cart', { enrollment_id: enrollmentId })],
  ['remove-plan-from-cart', (b) => b.get('remove-plan-from-cart', { enrollment_id: enrollmentId, plan_id: planId, plan_pricing_id: ppid })],
  ['get-cart-count', (b) => b.get('get-cart-count', { enrollment_id: enrollmentId })],
  ['get-cart-amount', (b) => b.get('get-cart-amount', { enrollment_id: enrollmentId })],
];

describe("another browser and the first one's enrollment", () => {
  it.each(enrollmentCalls)('a second browser with its own session gets 404 from %s', async (_name, call) => {
    const other = new Browser(t.app);
    await startEnrollment(other); // it has a session and an enrollment of its own
    const response = await call(other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Not found', errorCode: 'notFound' });
  });

  it.each(enrollmentCalls)('a browser without any session gets 404 from %s', async (_name, call) => {
    const response = await call(new Browser(t.app));
    expect(response.statusCode).toBe(404);
  });

  it('answers an id that does not exist exactly like one that belongs to someone else', async () => {
    const missing = await owner.get('get-cart-count', { enrollment_id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const other = new Browser(t.app);
    await startEnrollment(other);
    const foreign = await other.get('get-cart-count', { enrollment_id: enrollmentId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
  });

  it('does not let a forged session cookie through', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-cart-count',
      query: { enrollment_id: enrollmentId },
      headers: { cookie: 'bs_sid=forged-session-id-that-is-unsigned' },
    });
    expect(response.statusCode).toBe(404);
  });

  it("leaves the owner's cart untouched after all those attempts", async () => {
    const count = await owner.get('get-cart-count', { enrollment_id: enrollmentId });
    expect(count.json()).toEqual({ status: 'success', data: { result: 1 } });
    const info = await owner.get('get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'filter_info' });
    expect(info.json().data.result.tier).toBe('IO');
  });
});
