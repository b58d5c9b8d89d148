import { API_MESSAGES, ERROR_CODES } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/modules/shared/clock.js';
import { SECURE_SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, addPlan, startEnrollment } from './helpers/browser.js';
import { operationsOf, type OpenApiDocument } from './helpers/openapi-operations.js';
import { operatorSession } from './helpers/operator-session.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * Issue 26 item 6 (decision 0082): a page on another site cannot make a visitor's browser change anything. Before,
 * only staff sign-in and sign-out, the console and GET remove-plan-from-cart looked at Sec-Fetch-Site.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z'), config: { publicUrl: 'https://store.example.com' } });
});
afterAll(async () => t.close());

const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
/** The GET calls that change state: removing a plan (the spec's GET form) and opening a link (it attaches an enrollment). */
const STATE_CHANGING_GETS = ['/api/v1/remove-plan-from-cart', '/api/v1/direct-continue/{id}'];

/** Every table's rows, as one digest each: equal before and after means nothing was written. */
async function everyRow(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = (await app.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as
    | { rows: { table_name: string }[] }
    | { table_name: string }[];
  const names = (Array.isArray(tables) ? tables : tables.rows).map((r) => r.table_name);
  const digests: Record<string, string> = {};
  for (const name of names) {
    const result = (await app.database.db.execute(sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as d from "${name}" t`))) as unknown as
      | { rows: { d: string }[] }
      | { d: string }[];
    digests[name] = (Array.isArray(result) ? result : result.rows)[0]!.d;
  }
  return digests;
}

async function shopper(): Promise<{ browser: Browser; id: string; cookie: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  await addPlan(browser, id, 'Test Dental');
  // The store's public URL is https: its cookies carry the `__Host-` prefix.
  const cookie = `${SECURE_SESSION_COOKIE}=${browser.cookieValue(SECURE_SESSION_COOKIE)}`;
  expect(browser.cookieValue(SECURE_SESSION_COOKIE)).toBeTruthy();
  return { browser, id, cookie };
}

describe('a write sent from another site', () => {
  it('is refused with 403 on every POST, PUT, PATCH and DELETE of the OpenAPI document, and nothing changes', async () => {
    const { id, cookie } = await shopper();
    const operator = await operatorSession(t.app, { secureName: true });
    // Every write of the document, and the GET calls that change state (their routes say `config.changesState`).
    const operations = [
      ...operationsOf(t.app.swagger() as OpenApiDocument).filter((o) => o.method !== 'GET'),
      ...STATE_CHANGING_GETS.map((path) => ({ method: 'GET', path, body: null })),
    ];
    expect(operations.length).toBeGreaterThan(50);
    const before = await everyRow(t.app);
    const accepted: string[] = [];
    for (const o of operations) {
      const url = o.path.replace(/\{[^}]+\}/g, '1');
      const body = Object.fromEntries((o.body ?? []).map((f) => [f.name, f.name === 'enrollment_id' ? id : 'a']));
      const res = await t.app.inject({ method: o.method as 'POST', url, headers: { ...CROSS_SITE, cookie: `${cookie}; ${operator.cookie}` }, ...(o.method === 'GET' ? { query: { enrollment_id: id, plan_id: '1' } } : { payload: body }) });
      if (res.statusCode !== 403) accepted.push(`${o.method} ${o.path} ${res.statusCode}`);
      else expect(res.json()).toEqual({ status: 'error', message: API_MESSAGES.crossSiteRequest, errorCode: ERROR_CODES.notAllowed });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(accepted).toEqual([]);
    expect(await everyRow(t.app)).toEqual(before);
  });

  it('is refused by its Origin alone, by a sibling domain (same-site) and by Origin null', async () => {
    const { browser, id } = await shopper();
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site', origin: 'https://shop.example.com' }, { origin: 'null' }]) {
      const res = await browser.request({ method: 'POST', url: '/api/v1/remove-plan-from-cart', headers, payload: { enrollment_id: id, plan_id: 1 } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('is refused by a Referer from another site when there is no Origin, on the GET remove-plan-from-cart too', async () => {
    const { browser, id } = await shopper();
    const post = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers: { referer: 'https://evil.example/page' }, payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' } });
    expect(post.statusCode).toBe(403);
    const get = await browser.request({ method: 'GET', url: '/api/v1/remove-plan-from-cart', headers: { referer: 'https://evil.example/page' }, query: { enrollment_id: id, plan_id: '1' } });
    expect(get.statusCode).toBe(403);
    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data;
    expect(JSON.stringify(cart)).toContain('Test Dental');
  });
});

describe('a write from the store itself', () => {
  it('passes from the page of the host it was sent to, from the public URL, and from a client that sends none of the headers', async () => {
    const { browser, id } = await shopper();
    const form = { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' };
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
      { origin: 'https://store.example.com' },
      { referer: 'http://localhost/plans?x=1' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of cases) {
      const res = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers, payload: form });
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(200);
    }
    // A white-labelled domain's own page (the Host it was sent to).
    const branded = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers: { host: 'benefits.partner.example', origin: 'http://benefits.partner.example' }, payload: form });
    expect(branded.statusCode).not.toBe(403);
    expect(id).toBeTruthy();
  });

  it("passes from a white-labelled domain's https page through a proxy that ends TLS (no TRUST_PROXY, Host with :443)", async () => {
    const { browser } = await shopper();
    const form = { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' };
    // An older browser: no Sec-Fetch-Site, so the Origin decides; the request reaches the store as http.
    for (const host of ['benefits.partner.example:443', 'benefits.partner.example']) {
      const res = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers: { host, origin: 'https://benefits.partner.example' }, payload: form });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(200);
    }
    const referred = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers: { host: 'benefits.partner.example:443', referer: 'https://benefits.partner.example/plans' }, payload: form });
    expect(referred.statusCode, referred.body).toBe(200);
  });

  it('is decided by Sec-Fetch-Site alone when the browser sends it: same-origin passes whatever the Origin (null under no-referrer)', async () => {
    const { browser } = await shopper();
    const form = { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' };
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://benefits.partner.example', host: 'benefits.partner.example:443' },
    ]) {
      const res = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers, payload: form });
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(200);
    }
    // A sibling subdomain sending our own Origin cannot pass: the browser says same-site.
    const sibling = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', headers: { 'sec-fetch-site': 'same-site', origin: 'https://store.example.com' }, payload: form });
    expect(sibling.statusCode).toBe(403);
  });
});
