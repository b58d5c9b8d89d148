import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/modules/shared/clock.js';
import { loggerOptions } from '../src/plugins/logger-options.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let webDist: string;
const METRICS_TOKEN = 'shell-metrics-token';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'bs-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Benefit Store</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  // The web build's compressed copies, which @fastify/static sends to a browser that accepts them.
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(webDist, 'robots.txt.gz'), gzipSync('User-agent: *'));
  // A file of the public folder: its name ends in 8 letters like a hash, but it is not Vite's and may be replaced.
  mkdirSync(join(webDist, 'assets', 'carriers'));
  writeFileSync(join(webDist, 'assets', 'carriers', 'evergreen-benefits.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"sources":["secret-source.tsx"]}');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ config: { webDist, rateLimitMax: 1000, metricsToken: METRICS_TOKEN } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('unknown addresses', () => {
  it.each([['GET', '/api/v1/no-such-call'], ['POST', '/api/v1/no-such-call'], ['GET', '/api/nothing'], ['DELETE', '/plans']])(
    '%s %s answers a 404 envelope',
    async (method, url) => {
      const response = await t.app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found', errorCode: 'notFound' });
    },
  );

  it.each([['/'], ['/plans'], ['/cart'], ['/no/such/page'], ['/missing.js'], ['/assets/']])('page %s gets the web app with status 200', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and other files without one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The source map stays on the server's disk.
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js.map' });
    expect(map.body).not.toContain('secret-source');
    expect(map.headers['content-type']).toContain('text/html');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const logo = await t.app.inject({ method: 'GET', url: '/assets/carriers/evergreen-benefits.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file of the build only at its own spelling: another one, or a file that is not there, gets the page', async () => {
    const urls = ['/ASSETS/index-Ab12Cd34.js', '/assets/INDEX-Ab12Cd34.js', '/assets/index-Zz99Yy88.js', '/assets/carriers/../index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.br', '/assets//index-Ab12Cd34.js'];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
    const withQuery = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js?v=2' });
    expect(withQuery.body).toBe('console.log(1)');
  });

  it('counts the files of the build under one route, not one per file', async () => {
    await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    await t.app.inject({ method: 'GET', url: '/assets/carriers/evergreen-benefits.svg' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/benefit_store_http_requests_total\{method="GET",route="\/\*",status_code="200"\} [2-9]/);
    expect(metrics.body).not.toContain('index-Ab12Cd34');
    expect(metrics.body).not.toContain('evergreen-benefits');
  });

  it.each([['br'], ['gzip']])('sends a hashed asset compressed (%s) with the same long cache, and a file without a hash without one', async (encoding) => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe(encoding);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { 'accept-encoding': 'gzip' } });
    expect(robots.headers['content-encoding']).toBe('gzip');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });
});

describe('the API documentation', () => {
  it('serves Swagger UI at /api/docs and the OpenAPI document with every call', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/get-plan-category',
        '/api/v1/get-common-menu',
        '/api/v1/add-filter-for-new-user',
        '/api/v1/change-filter-info/{tempId}',
        '/api/v1/get-enrollment-temp-info',
        '/api/v1/validate-zip-code',
        '/api/v1/get-filtered-plans',
        '/api/v1/get-menu-filtered-plans',
        '/api/v1/add-plan-to-cart',
        '/api/v1/get-plan-cart',
        '/api/v1/remove-plan-from-cart',
        '/api/v1/get-cart-count',
        '/api/v1/get-cart-amount',
      ]),
    );
  });
});

describe('security', () => {
  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives a browser a signed, HttpOnly, SameSite=Lax session cookie only when it starts an enrollment', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category' });
    expect(first.cookies).toHaveLength(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1980' },
    });
    const cookie = created.cookies.find((c) => c.name === 'bs_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9+/_-]+=*$/);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      const created = await production.app.inject({
        method: 'POST',
        url: '/api/v1/add-filter-for-new-user',
        payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1980' },
      });
      expect(created.cookies.find((c) => c.name === 'bs_sid')?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('answers 429 with an envelope past the rate limit', async () => {
    // A clock that stands still: the limit counts in windows of the clock's minute, which a slow run could straddle.
    const limited = await createTestApp({ config: { rateLimitMax: 3 }, clock: new FixedClock('2026-06-01T12:00:10Z') });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/v1/get-plan-category' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/v1/get-plan-category' });
      expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests' });
    } finally {
      await limited.close();
    }
  });
});

describe('failures', () => {
  it('answers an unexpected failure with a generic 500 envelope and no server details', async () => {
    const broken = await createTestApp();
    const browser = new Browser(broken.app);
    const id = await startEnrollment(browser);
    await broken.app.database.close();
    const response = await browser.get('get-cart-count', { enrollment_id: id });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', message: 'Something went wrong. Please try again.', errorCode: 'serverError' });
    // Closing again fails (the pool is already closed); the test database is dropped all the same.
    await broken.close().catch(() => undefined);
  });
});

describe('logs', () => {
  it('redacts SSNs, card and account numbers at any depth, and cookies', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ logLevel: 'info', env: 'test' }) as pino.LoggerOptions;
    const log = pino(options, sink);
    log.info(
      {
        ssn: '123-45-6789',
        primary_info: { ssn: '123456789' },
        payment_info: { card: { card_number: '4111111111111111', security_code: '123' }, bank: { account_number: '000123', routing_number: '110000000' } },
        req: { headers: { cookie: 'bs_sid=secret', authorization: 'Bearer x' } },
      },
      'an enrollment',
    );
    const text = lines.join('');
    for (const secret of ['123-45-6789', '123456789', '4111111111111111', '"123"', '000123', '110000000', 'bs_sid=secret', 'Bearer x']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});
