import { ERROR_CODES, API_MESSAGES } from '@benefit-store/domain';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let browser: Browser;
let enrollmentId: string;
let webDist: string;

beforeAll(async () => {
  // A built web app with one hashed asset, to tell API answers from static files.
  webDist = mkdtempSync(join(tmpdir(), 'bs-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>store</title>');
  writeFileSync(join(webDist, 'assets', 'app-AbCdEf12.js'), 'console.log(1);');
  t = await createTestApp({ config: { webDist } });
  browser = new Browser(t.app);
  enrollmentId = await startEnrollment(browser);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('referrer', () => {
  it.each([
    ['an API answer', '/api/v1/get-plan-category'],
    ['a page of the app', '/set-password'],
  ])('%s tells the browser to send no Referer (a set-password token never leaves in one)', async (_name, url) => {
    const response = await browser.request({ method: 'GET', url });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('caching', () => {
  it.each([
    ['an API answer', '/api/v1/get-plan-category'],
    ['an API refusal', '/api/v1/get-plan-cart?enrollment_id=abc'],
    ['an unknown API address', '/api/v1/no-such-call'],
    ['a benefit service answer', '/benefit-api/v1/recommendation/plan-details?plan_list=1'],
  ])('%s is never stored by a browser or proxy', async (_name, url) => {
    const response = await browser.request({ method: 'GET', url });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves static files their own caching', async () => {
    const asset = await browser.request({ method: 'GET', url: '/assets/app-AbCdEf12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await browser.request({ method: 'GET', url: '/plans' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('Permissions-Policy', () => {
  it.each([
    ['a page', '/plans'],
    ['an API answer', '/api/v1/get-plan-category'],
  ])('%s turns off the browser features the store does not use, and keeps location for its own pages', async (_name, url) => {
    const response = await browser.request({ method: 'GET', url });
    const policy = String(response.headers['permissions-policy']);
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('payment=()');
    // The location banner asks for the visitor's position (nearest zip).
    expect(policy).toContain('geolocation=(self)');
  });
});

describe('remove-plan-from-cart', () => {
  async function addPlan(): Promise<{ plan_id: number; plan_pricing_id: number }> {
    const plans = await browser.get('get-filtered-plans', { enrollment_id: enrollmentId });
    const card = (plans.json() as { data: { result: { plans: { plan_id: number; ppid: number | null }[] }[] } }).data.result
      .flatMap((g) => g.plans)
      .find((p) => p.ppid !== null)!;
    const item = { plan_id: card.plan_id, plan_pricing_id: card.ppid! };
    const added = await browser.post('add-plan-to-cart', { enrollment_id: enrollmentId, ...item });
    expect(added.statusCode).toBe(200);
    return item;
  }

  it('removes a plan by POST', async () => {
    const item = await addPlan();
    const response = await browser.post('remove-plan-from-cart', { enrollment_id: enrollmentId, ...item });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { result: 0 } });
  });

  it('still removes by GET for the spec clients, from the same site', async () => {
    const item = await addPlan();
    const response = await browser.request({
      method: 'GET',
      url: '/api/v1/remove-plan-from-cart',
      query: { enrollment_id: enrollmentId, plan_id: String(item.plan_id), plan_pricing_id: String(item.plan_pricing_id) },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { result: 0 } });
  });

  it('refuses a GET from another site (a link or image elsewhere) with 403, and keeps the plan', async () => {
    const item = await addPlan();
    const response = await browser.request({
      method: 'GET',
      url: '/api/v1/remove-plan-from-cart',
      query: { enrollment_id: enrollmentId, plan_id: String(item.plan_id), plan_pricing_id: String(item.plan_pricing_id) },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: API_MESSAGES.crossSiteRequest, errorCode: ERROR_CODES.notAllowed });
    const count = await browser.get('get-cart-count', { enrollment_id: enrollmentId });
    expect(count.json()).toEqual({ status: 'success', data: { result: 1 } });
    await browser.post('remove-plan-from-cart', { enrollment_id: enrollmentId, ...item });
  });
});

describe('API documentation', () => {
  it('is served outside production', async () => {
    const response = await browser.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
  });

  it('is not served in production unless API_DOCS turns it on', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    const withDocs = await createTestApp({ config: { env: 'production', apiDocs: true } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const hidden = await production.app.inject({ method: 'GET', url });
        expect(hidden.statusCode, url).toBe(404);
        expect(hidden.json()).toMatchObject({ status: 'error', errorCode: ERROR_CODES.notFound });
      }
      expect((await withDocs.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      // The document itself is still built: the fuzz test and tools read it through app.swagger().
      expect(Object.keys((production.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(0);
    } finally {
      await production.close();
      await withDocs.close();
    }
  });
});
