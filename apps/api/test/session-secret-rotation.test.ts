import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Rotating SESSION_SECRET without logging shoppers out (docs/deploy.md, key rotation): with the old secret in
 * SESSION_SECRET_PREVIOUS, a cookie signed under it still names its session; new cookies are signed under the new one.
 */
const OLD = randomBytes(32).toString('base64url');
const NEW = randomBytes(32).toString('base64url');

let rotating: TestApp;
beforeAll(async () => {
  rotating = await createTestApp({ config: { sessionSecret: NEW, previousSessionSecrets: [OLD] } });
});
afterAll(async () => rotating.close());

/** A browser holding an enrollment, and its session id (the cookie's value without its signature). */
async function shopper(t: TestApp): Promise<{ browser: Browser; id: string; sessionId: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  const unsigned = t.app.unsignCookie(browser.cookieValue(SESSION_COOKIE)!);
  expect(unsigned.valid).toBe(true);
  return { browser, id, sessionId: unsigned.value! };
}

const cartCountWith = (t: TestApp, cookie: string, id: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/get-cart-count', query: { enrollment_id: id }, headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });

describe('SESSION_SECRET rotation', () => {
  it('keeps a session whose cookie was signed under the previous secret, and signs new cookies under the new one', async () => {
    const { browser, id, sessionId } = await shopper(rotating);
    expect(sign(sessionId, NEW)).toBe(browser.cookieValue(SESSION_COOKIE));
    const underOld = await cartCountWith(rotating, sign(sessionId, OLD), id);
    expect(underOld.statusCode, underOld.body).toBe(200);
  });

  it('refuses a cookie signed under a secret it was not given', async () => {
    const { id, sessionId } = await shopper(rotating);
    const stranger = await cartCountWith(rotating, sign(sessionId, randomBytes(32).toString('base64url')), id);
    expect(stranger.statusCode).toBe(404);
  });

  it('reads SESSION_SECRET_PREVIOUS from the environment, refusing a short one', () => {
    const env = { DATA_DIR: ':memory:', SESSION_SECRET: NEW };
    expect(loadConfig({ ...env, SESSION_SECRET_PREVIOUS: ` ${OLD} ` }).previousSessionSecrets).toEqual([OLD]);
    expect(() => loadConfig({ ...env, SESSION_SECRET_PREVIOUS: 'short' })).toThrow(/SESSION_SECRET_PREVIOUS must list earlier SESSION_SECRET values/);
  });
});
