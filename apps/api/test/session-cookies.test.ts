import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/modules/shared/clock.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, addPlan, startEnrollment } from './helpers/browser.js';
import { PERSONAL } from './helpers/complete-steps.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * Issue 26 item 9 (decision 0082): the shopping cookie, which names enrollments holding SSNs, lives 24 hours idle once
 * a wizard step is saved (30 days only while it holds a cart alone), on the server and in the browser; it is Secure
 * whenever the store's public URL is https, and `__Host-` when the store is served over https.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;
const clock = new FixedClock('2026-11-23T12:00:00Z');
let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock });
  https = await createTestApp({ demoData: wizardData, clock, config: { publicUrl: 'https://store.example.com', trustProxy: true } });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

const sessionCookieOf = (res: { cookies: { name: string; maxAge?: number; secure?: boolean; path?: string; domain?: string }[] }) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE);

async function cartOnly(app = t.app): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(app);
  const id = await startEnrollment(browser);
  await addPlan(browser, id, 'Test Dental');
  return { browser, id };
}

describe('the shopping cookie', () => {
  it('lives 30 days while it holds a cart alone, and 24 hours from the answer that saves the first step', async () => {
    const browser = new Browser(t.app);
    const started = await browser.post('add-filter-for-new-user', { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' });
    expect(sessionCookieOf(started)).toMatchObject({ name: SESSION_COOKIE, maxAge: 30 * DAY_S, httpOnly: true, sameSite: 'Lax', path: '/' });
    const id = started.json().data.temp_enrollment_id as string;
    const saved = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(sessionCookieOf(saved)).toMatchObject({ name: SESSION_COOKIE, maxAge: DAY_S });
  });

  it('ends on the server after 24 idle hours once a step is saved; a cart alone still opens after 25 hours', async () => {
    const personal = await cartOnly();
    expect((await personal.browser.post('save-personal-info', { enrollment_id: personal.id, ...PERSONAL })).statusCode).toBe(200);
    const cart = await cartOnly();
    clock.advance(25 * HOUR_MS);
    try {
      expect((await personal.browser.get('get-plan-cart', { enrollment_id: personal.id })).statusCode).toBe(404);
      const stillThere = await cart.browser.get('get-plan-cart', { enrollment_id: cart.id });
      expect(stillThere.statusCode).toBe(200);
      // The touch renews the cart's cookie for 30 more days.
      expect(sessionCookieOf(stillThere)).toMatchObject({ maxAge: 30 * DAY_S });
      expect(await t.app.sweepSessions()).toBeGreaterThanOrEqual(1);
    } finally {
      clock.advance(-25 * HOUR_MS);
    }
  });

  it('is renewed for 24 hours, not 30 days, when a session holding personal data is touched', async () => {
    const { browser, id } = await cartOnly();
    expect((await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL })).statusCode).toBe(200);
    clock.advance(HOUR_MS);
    try {
      const touched = await browser.get('get-plan-cart', { enrollment_id: id });
      expect(touched.statusCode).toBe(200);
      expect(sessionCookieOf(touched)).toMatchObject({ maxAge: DAY_S });
    } finally {
      clock.advance(-HOUR_MS);
    }
  });

  it('is __Host-bs_sid and Secure when the public URL is https, outside production too', async () => {
    const browser = new Browser(https.app);
    const res = await browser.post('add-filter-for-new-user', { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ name: SECURE_SESSION_COOKIE, secure: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    // The browser sends it back under that name, and the session is found.
    const id = res.json().data.temp_enrollment_id as string;
    expect((await browser.get('get-plan-cart', { enrollment_id: id })).statusCode).toBe(200);
  });

  it('is __Host-bs_sid and Secure for a request that came over https through a trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' },
    });
    // This app trusts no proxy: the header is not believed, the cookie stays the plain one.
    expect(sessionCookieOf(res)).toMatchObject({ name: SESSION_COOKIE });
    expect(sessionCookieOf(res)?.secure).toBeFalsy();
    const proxied = await https.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' },
    });
    expect(sessionCookieOf(proxied)).toMatchObject({ name: SECURE_SESSION_COOKIE, secure: true });
  });
});
