import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { sessions } from '../src/db/schema/index.js';
import { PeriodicSweeper } from '../src/modules/limits/periodic-sweeper.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { ANONYMOUS_SESSION_IDLE_SECONDS, SESSION_TOUCH_INTERVAL_SECONDS } from '../src/modules/shared/session.repository.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, dobForAge, filterForm, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const START = new Date('2026-06-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const form = (overrides: Record<string, unknown> = {}) => filterForm({ dob: dobForAge(35, START), ...overrides });

let t: TestApp;
let clock: FixedClock;
beforeAll(async () => {
  clock = new FixedClock(START);
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const sessionCount = async () => (await t.app.database.db.select({ id: sessions.id }).from(sessions)).length;
const readCart = (browser: Browser, id: string) => browser.get('get-plan-cart', { enrollment_id: id });
const sessionOf = (browser: Browser) => browser.cookieValue(SESSION_COOKIE);

describe('an anonymous session', () => {
  it(`ends after ${ANONYMOUS_SESSION_IDLE_SECONDS / 86_400} days without a call, and is then treated as none`, async () => {
    clock.set(START);
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, form());
    expect((await readCart(browser, id)).statusCode).toBe(200);
    clock.advance(ANONYMOUS_SESSION_IDLE_SECONDS * 1000 + 1000);
    expect((await readCart(browser, id)).statusCode).toBe(404);
  });

  it('lives on while the browser keeps calling', async () => {
    clock.set(START);
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, form());
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * DAY_MS);
      expect((await readCart(browser, id)).statusCode).toBe(200);
    }
  });

  it('gets a new session, with a cookie replacing the old one, when an expired browser starts again', async () => {
    clock.set(START);
    const browser = new Browser(t.app);
    await startEnrollment(browser, form());
    const before = sessionOf(browser);
    clock.advance(ANONYMOUS_SESSION_IDLE_SECONDS * 1000 + 1000);
    const again = await browser.post('add-filter-for-new-user', form({ dob: dobForAge(35, clock.now()) }));
    expect(again.statusCode).toBe(200);
    const cookie = again.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.maxAge).toBe(ANONYMOUS_SESSION_IDLE_SECONDS);
    expect(sessionOf(browser)).not.toBe(before);
    expect((await readCart(browser, again.json().data.temp_enrollment_id)).statusCode).toBe(200);
  });

  it(`records when it was last seen at most every ${SESSION_TOUCH_INTERVAL_SECONDS / 60} minutes`, async () => {
    clock.set(START);
    const browser = new Browser(t.app);
    const created = await browser.post('add-filter-for-new-user', form());
    const sid = created.cookies.find((c) => c.name === SESSION_COOKIE)!.value.split('.')[0]!;
    const lastSeen = async () => (await t.app.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sid)))[0]!.at;
    const id = created.json().data.temp_enrollment_id;
    expect(await lastSeen()).toEqual(START);

    clock.advance(60_000);
    await readCart(browser, id);
    expect(await lastSeen()).toEqual(START);

    clock.advance(SESSION_TOUCH_INTERVAL_SECONDS * 1000);
    const renewed = await readCart(browser, id);
    expect(await lastSeen()).toEqual(clock.now());
    // The cookie is renewed with it, so it lasts as long as the session does.
    expect(renewed.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(ANONYMOUS_SESSION_IDLE_SECONDS);
  });
});

describe('the session sweep', () => {
  it('removes sessions idle past their lifetime and keeps the others', async () => {
    clock.set(START);
    const idle = new Browser(t.app);
    await startEnrollment(idle, form());
    clock.advance(20 * DAY_MS);
    const active = new Browser(t.app);
    const activeId = await startEnrollment(active, form({ dob: dobForAge(35, clock.now()) }));
    clock.advance(11 * DAY_MS);
    const before = await sessionCount();
    const removed = await t.app.sweepSessions();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await sessionCount()).toBe(before - removed);
    expect((await readCart(active, activeId)).statusCode).toBe(200);
  });
});

describe('the periodic sweep', () => {
  it('runs with the app clock once started, and not after stop', async () => {
    const seen: Date[] = [];
    const sweeper = new PeriodicSweeper(async (now) => seen.push(now), new FixedClock(START), 5, { error: () => {} });
    sweeper.start();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    await sweeper.stop();
    expect(seen[0]).toEqual(START);
    const count = seen.length;
    // Nothing may happen now: four of its 5 ms periods pass, in which a sweeper still running would have run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.length).toBe(count);
  });
});

describe('a refused call', () => {
  it('creates no session and sets no cookie: a bad member-store token (404)', async () => {
    const before = await sessionCount();
    const response = await new Browser(t.app).post('add-filter-for-member', { user_id: 'not.a-token', tier: 'IO' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('creates no session and sets no cookie: an enrollment refused by the service (422) or by the schema', async () => {
    clock.set(START);
    const before = await sessionCount();
    const unknownAgent = await new Browser(t.app).post('add-filter-for-new-user', form({ agent_id: 987_654 }));
    expect(unknownAgent.statusCode).toBe(422);
    expect(unknownAgent.headers['set-cookie']).toBeUndefined();
    const badForm = await new Browser(t.app).post('add-filter-for-new-user', form({ zip: 'x' }));
    expect(badForm.statusCode).toBe(422);
    expect(badForm.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('creates no session and sets no cookie: a quote link that names nothing (404)', async () => {
    const before = await sessionCount();
    const response = await new Browser(t.app).get('direct-continue/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });
});

describe('SESSION_SECRET', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  it('is required, at least 32 bytes, when DATABASE_URL is set (every replica must sign with one key)', () => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: url, SESSION_SECRET: 'too-short' })).toThrow(/at least 32 bytes/);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: url, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('is still optional on PGlite, where one process serves', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).sessionSecret.length).toBeGreaterThanOrEqual(32);
  });
});
