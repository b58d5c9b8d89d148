import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // With a built web app, so that an unknown page would get index.html: an unknown API path must not.
  webDist = mkdtempSync(join(tmpdir(), 'bs-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Benefit Store</title><div id="root"></div>');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/v1/no-such-call'],
    ['GET', '/api/v1/no-such-call?enrollment_id=x'],
    ['POST', '/api/v1/no-such-call'],
    ['GET', '/api/no-version'],
    ['GET', '/api'],
    ['GET', '/benefit-api/v1/no-such-call'],
    ['GET', '/benefit-api/v1/no-such-call?x=1'],
    ['POST', '/benefit-api/v1/no-such-call'],
    ['GET', '/benefit-api/v2/anything'],
    ['GET', '/benefit-api'],
    ['DELETE', '/benefit-api/v1/check-enroll-code'],
  ] as const)('%s %s answers a 404 envelope, not the web page', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'notFound' });
  });

  it('still answers an unknown page with the web app (200, HTML)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/enrollment/personal-info' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('get-dynamic-tabs without the /api/v1 prefix', () => {
  it('answers exactly as /api/v1/get-dynamic-tabs', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const prefixed = await browser.get('get-dynamic-tabs', { enrollment_id: id });
    const bare = await browser.request({ method: 'GET', url: '/get-dynamic-tabs', query: { enrollment_id: id } });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(prefixed.json());
    expect(bare.json().data.result[0]).toEqual({ tab_name: 'primary_info', required: true, order: 0 });
  });

  it("answers 404 for another browser's enrollment, as the prefixed call does", async () => {
    const id = await startEnrollment(new Browser(t.app));
    const response = await new Browser(t.app).request({ method: 'GET', url: '/get-dynamic-tabs', query: { enrollment_id: id } });
    expect(response.statusCode).toBe(404);
  });
});
