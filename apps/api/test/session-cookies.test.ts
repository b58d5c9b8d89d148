import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agents, enrollments, members, outboxMessages, quotes, staffAccounts } from '../src/db/schema/index.js';
import { STAFF_COOKIE } from '../src/modules/access/staff-session.plugin.js';
import { createStaffSession } from '../src/modules/access/staff-session.repository.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import type * as SessionRepository from '../src/modules/shared/session.repository.js';
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

/** Set by a test: the after-write look at the session's personal data fails, as a query under overload would. */
const failing = vi.hoisted(() => ({ personalDataLookup: false }));
vi.mock('../src/modules/shared/session.repository.js', async (importOriginal) => {
  const original = await importOriginal<typeof SessionRepository>();
  return {
    ...original,
    sessionHoldsPersonalData: async (...args: Parameters<typeof original.sessionHoldsPersonalData>) => {
      if (failing.personalDataLookup) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
      return original.sessionHoldsPersonalData(...args);
    },
  };
});

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

describe('the shopping cookie over https (review of decision 0082)', () => {
  it('a plain bs_sid planted beside no __Host-bs_sid is accepted once, moved to a new id, and names nothing afterwards', async () => {
    const attacker = new Browser(https.app);
    const id = await startEnrollment(attacker);
    const known = attacker.cookieValue(SECURE_SESSION_COOKIE)!;
    expect(known).toBeTruthy();
    // The attacker plants its own session id in the victim's browser under the plain name (a sibling subdomain can).
    const victim = new Browser(https.app).acceptCookies(`${SESSION_COOKIE}=${known}`);
    const first = await victim.get('get-plan-cart', { enrollment_id: id });
    expect(first.statusCode, first.body).toBe(200);
    const moved = first.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
    expect(moved?.value).toBeTruthy();
    expect(moved!.value).not.toBe(known);
    expect(first.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', path: '/' });
    // The id the attacker knows names nothing any more, under either name.
    expect((await attacker.get('get-plan-cart', { enrollment_id: id })).statusCode).toBe(404);
    const planted = await https.app.inject({ method: 'GET', url: '/api/v1/get-plan-cart', query: { enrollment_id: id }, headers: { cookie: `${SESSION_COOKIE}=${known}` } });
    expect(planted.statusCode).toBe(404);
    // The victim's browser goes on under its new __Host- cookie.
    const victimAgain = await https.app.inject({ method: 'GET', url: '/api/v1/get-plan-cart', query: { enrollment_id: id }, headers: { cookie: `${SECURE_SESSION_COOKIE}=${moved!.value}` } });
    expect(victimAgain.statusCode).toBe(200);
  });
});

describe('personal data beyond a saved step', () => {
  async function memberOpened(app = t.app) {
    const [member] = await app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1'));
    const browser = new Browser(app);
    const res = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(app.linkKey, member!.id, clock.now()), tier: 'IO' });
    expect(res.statusCode, res.body).toBe(200);
    return { browser, res, id: res.json().data.temp_enrollment_id as string };
  }

  it("an existing member's enrollment (a member-store link) gives the 24-hour cookie before any step is saved, and ends after 24 idle hours", async () => {
    const { browser, res, id } = await memberOpened();
    expect(sessionCookieOf(res)).toMatchObject({ maxAge: DAY_S });
    clock.advance(25 * HOUR_MS);
    try {
      expect((await browser.get('get-plan-cart', { enrollment_id: id })).statusCode).toBe(404);
    } finally {
      clock.advance(-25 * HOUR_MS);
    }
  });

  it('a link opened with GET direct-continue that attaches a member enrollment gives the 24-hour cookie', async () => {
    const [agent] = await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
    const rep = new Browser(t.app);
    const id = await startEnrollment(rep, { agent_id: agent!.id, eprocess: 'rep', open_type: 'agent' });
    await addPlan(rep, id, 'Test Dental');
    const cart = (await rep.get('get-plan-cart', { enrollment_id: id })).json().data;
    const lines = (cart.result ?? cart.plans ?? []).map((p: { plan_id: number; plan_pricing_id?: number; ppid?: number }) => ({ plan_id: p.plan_id, plan_pricing_id: p.plan_pricing_id ?? p.ppid }));
    const sent = await rep.post('save-enrollment', { enrollment_id: id, tab: 'cart_info', name: 'Jane Doe', email: 'member-link@example.com', message: 'Your plan', data: { plans: lines } });
    expect(sent.statusCode, sent.body).toBe(200);
    const [quote] = await t.app.database.db.select().from(quotes).where(eq(quotes.recipientEmail, 'member-link@example.com'));
    const [mail] = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, quote!.outboxMessageId));
    const link = /\/save-cart-direct-continue\/([^/"\s]+)\//.exec(mail!.text)![1]!;
    // The enrollment is an existing member's (as a rep opens one from a member table).
    const [member] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1'));
    await t.app.database.db.update(enrollments).set({ userId: member!.id }).where(eq(enrollments.id, id));
    const opened = await new Browser(t.app).get(`direct-continue/${link}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(sessionCookieOf(opened)).toMatchObject({ maxAge: DAY_S });
  });
});

describe('a write that committed', () => {
  it('answers 200 with its cookie as it was when the look at personal data afterwards fails', async () => {
    const { browser, id } = await cartOnly();
    failing.personalDataLookup = true;
    try {
      const saved = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      failing.personalDataLookup = false;
    }
    // The step was saved; the server's expiry reads it (24 hours), whatever the cookie said.
    clock.advance(25 * HOUR_MS);
    try {
      expect((await browser.get('get-plan-cart', { enrollment_id: id })).statusCode).toBe(404);
    } finally {
      clock.advance(-25 * HOUR_MS);
    }
  });
});

describe('the staff cookies over https', () => {
  const staffCookieOf = (res: { cookies: { name: string }[] }) => res.cookies.find((c) => c.name.endsWith(STAFF_COOKIE));

  it('are read only under the __Host- name, and one that names no session is cleared as __Host-bs_staff, Secure, outside production too', async () => {
    const [agent] = await https.app.database.db.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
    expect(agent).toBeTruthy();
    const token = await createStaffSession(https.app.database.db, agent!.id, clock.now());
    const signed = https.app.signCookie(token);
    const withSecureName = await https.app.inject({ method: 'GET', url: '/api/v1/get-signed-in-user', headers: { cookie: `__Host-${STAFF_COOKIE}=${signed}` } });
    const withPlainName = await https.app.inject({ method: 'GET', url: '/api/v1/get-signed-in-user', headers: { cookie: `${STAFF_COOKIE}=${signed}` } });
    expect(withSecureName.body).not.toBe(withPlainName.body);
    const ended = await https.app.inject({ method: 'GET', url: '/api/v1/get-signed-in-user', headers: { cookie: `__Host-${STAFF_COOKIE}=${https.app.signCookie('A'.repeat(43))}` } });
    expect(staffCookieOf(ended)).toMatchObject({ name: `__Host-${STAFF_COOKIE}`, value: '', secure: true, path: '/' });
  });
});
