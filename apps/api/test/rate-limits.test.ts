import { randomBytes } from 'node:crypto';
import { ADDRESS_CALLS_PER_MINUTE, ADDRESS_SHARE, CLIENT_MISSES_PER_ACCOUNT, GUESS_ADDRESS_SHARE, BENEFIT_API_PREFIX, MESSAGES, MISSES_PER_SECRET, SESSION_CALLS_PER_MINUTE } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, rateLimitCounters } from '../src/db/schema/index.js';
import { consumeLimit, enforceLimit, LimitExceededError, reserveLimits } from '../src/modules/limits/consume-limit.js';
import { LIMIT_PURPOSE } from '../src/modules/limits/limit-purposes.js';
import { addressKey, Limiter, visitorOf } from '../src/modules/limits/limiter.js';
import { FailoverLimitStore, MemoryLimitStore, RedisLimitStore, type LimitStore } from '../src/modules/limits/limit-store.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const START = '2026-06-01T12:00:10Z';

/** The behaviour every store must have: counted per purpose and subject, per fixed window. */
function storeContract(name: string, makeStore: () => Promise<{ store: LimitStore; done(): Promise<void> }>) {
  describe(`consumeLimit over ${name}`, () => {
    let store: LimitStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await makeStore());
    });
    afterAll(async () => done());

    it('allows max uses per window, refuses the next with the seconds left, and starts again in the next window', async () => {
      const subject = `addr-${Math.random()}`;
      const now = new Date(START);
      const use = (at: Date) => consumeLimit({ limits: store, now: at }, { purpose: LIMIT_PURPOSE.quoteSend, subject, max: 3, windowSeconds: 60 });
      for (let i = 1; i <= 3; i++) expect(await use(now)).toMatchObject({ allowed: true, count: i });
      expect(await use(now)).toEqual({ purpose: LIMIT_PURPOSE.quoteSend, allowed: false, count: 4, retryAfterSeconds: 50 });
      await expect(enforceLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.quoteSend, subject, max: 3, windowSeconds: 60 })).rejects.toBeInstanceOf(
        LimitExceededError,
      );
      expect(await use(new Date(now.getTime() + 50_000))).toMatchObject({ allowed: true, count: 1 });
    });

    it('counts each subject and each purpose on its own', async () => {
      const now = new Date(START);
      const a = `a-${Math.random()}`;
      const b = `b-${Math.random()}`;
      await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.session, subject: a, max: 1 });
      expect((await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.session, subject: a, max: 1 })).allowed).toBe(false);
      expect((await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.session, subject: b, max: 1 })).allowed).toBe(true);
      expect((await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.linkGuess, subject: a, max: 1 })).allowed).toBe(true);
    });

    it('loses no count when many uses arrive at once', async () => {
      const subject = `burst-${Math.random()}`;
      const now = new Date(START);
      const decisions = await Promise.all(
        Array.from({ length: 25 }, () => consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.address, subject, max: 20 })),
      );
      expect(decisions.map((d) => d.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    });

    it('gives back a use that was taken, and never below nothing', async () => {
      const subject = `release-${Math.random()}`;
      const ctx = { limits: store, now: new Date(START) };
      const request = { purpose: LIMIT_PURPOSE.linkGuess, subject, max: 2 };
      const { windows } = await reserveLimits(ctx, [request]);
      await consumeLimit(ctx, request);
      await store.release(windows);
      await store.release(windows);
      await store.release(windows);
      expect(await consumeLimit(ctx, request)).toMatchObject({ allowed: true, count: 1 });
    });
  });
}

storeContract('memory', async () => {
  const store = new MemoryLimitStore();
  return { store, done: () => store.close() };
});

describe('the memory store', () => {
  const at = (iso: string) => new Date(iso);
  const use = (store: LimitStore, iso: string, subject: string, purpose: typeof LIMIT_PURPOSE.session | typeof LIMIT_PURPOSE.linkGuess = LIMIT_PURPOSE.session) =>
    consumeLimit({ limits: store, now: at(iso) }, { purpose, subject });

  it('forgets the windows that have ended, and keeps the open ones', async () => {
    const store = new MemoryLimitStore();
    await use(store, '2026-06-01T12:00:10Z', 'old');
    await use(store, '2026-06-01T12:02:10Z', 'new');
    expect(store.sweep(at('2026-06-01T12:02:20Z').getTime())).toBe(1);
    expect(store.size).toBe(1);
  });

  it("sweeps as it counts, by the call's instant, not by the start of a longer window", async () => {
    const store = new MemoryLimitStore(3, 1_000);
    await use(store, '2026-06-01T12:00:10Z', 'a');
    await use(store, '2026-06-01T12:00:20Z', 'b');
    await use(store, '2026-06-01T12:00:30Z', 'c');
    // A wrong guess's window began at 12:00, so the minute windows above (ended at 12:01) are only gone by its instant.
    await use(store, '2026-06-01T12:05:00Z', 'guesser', LIMIT_PURPOSE.linkGuess);
    expect(store.size).toBe(1);
  });

  it('keeps no more than its cap of counters, however many subjects callers make up, forgetting the oldest first', async () => {
    const store = new MemoryLimitStore(100, 400);
    for (let i = 0; i < 5_000; i++) await use(store, '2026-06-01T12:00:10Z', `made-up-${i}`);
    expect(store.size).toBeLessThanOrEqual(400);
    // The newest are kept.
    expect((await use(store, '2026-06-01T12:00:10Z', 'made-up-4999')).count).toBe(2);
  });
});

describe('counters out of reach', () => {
  it('are counted in this process instead, so the limits still hold, and it is told', async () => {
    const down = async (): Promise<never> => {
      throw new Error('connection refused');
    };
    const told: unknown[] = [];
    const store = new FailoverLimitStore({ hit: down, peek: down, release: down, close: async () => {} }, new MemoryLimitStore(), (e) => told.push(e));
    const limiter = new Limiter({ store, now: () => new Date(START), addressMax: 2, overrides: { 'link-guess': { max: 1 } } });
    const visitor = visitorOf(null, '10.9.9.9');
    await limiter.call(visitor);
    await limiter.call(visitor);
    await expect(limiter.call(visitor)).rejects.toBeInstanceOf(LimitExceededError);
    // A guess without a session counts against the address's share: GUESS_ADDRESS_SHARE of them, then refused.
    for (let i = 0; i < GUESS_ADDRESS_SHARE; i++) await limiter.reserveGuess(LIMIT_PURPOSE.linkGuess, visitor, null);
    await expect(limiter.reserveGuess(LIMIT_PURPOSE.linkGuess, visitor, null)).rejects.toBeInstanceOf(LimitExceededError);
    expect(told.length).toBeGreaterThan(0);
  });

  it('Redis that does not answer: the app counts in its own memory and keeps refusing past the ceiling', async () => {
    // Nothing listens on port 1: every command fails, and the calls are counted in this process.
    const t = await createTestApp({ config: { rateLimitMax: 2, redisUrl: 'redis://127.0.0.1:1' }, demoData: null, clock: new FixedClock(START) });
    try {
      const call = () => t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.8.8.8' });
      expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('the address a call counts against', () => {
  it('is an IPv4 address whole, and an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('one IPv6 line rotating through its /64 shares one ceiling; the next /64 has its own', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 2 }, demoData: null, clock: new FixedClock(START) });
    try {
      const call = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress });
      expect((await call('2001:db8:0:7::1')).statusCode).toBe(200);
      expect((await call('2001:db8:0:7::2')).statusCode).toBe(200);
      expect((await call('2001:db8:0:7:abcd::3')).statusCode).toBe(429);
      expect((await call('2001:db8:0:8::1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the default limits arithmetic (no HTTP)', () => {
  it(`500 people behind one address, 40 calls each in one minute (${ADDRESS_CALLS_PER_MINUTE} in all, more than half without a session), are never refused; the next call is`, async () => {
    const limiter = new Limiter({ store: new MemoryLimitStore(), now: () => new Date(START), addressMax: ADDRESS_CALLS_PER_MINUTE });
    const office = '203.0.113.40';
    const people = Array.from({ length: 500 }, () => visitorOf(randomBytes(24).toString('base64url'), office));
    const first = visitorOf(null, office);
    for (const person of people) {
      // A first visit's calls before its session exists, then browsing with one.
      for (let i = 0; i < 24; i++) await limiter.call(first);
      for (let i = 0; i < 16; i++) await limiter.call(person);
    }
    await expect(limiter.call(people[0]!)).rejects.toBeInstanceOf(LimitExceededError);
  });

  it(`a session has ${SESSION_CALLS_PER_MINUTE} calls a minute of its own`, async () => {
    const limiter = new Limiter({ store: new MemoryLimitStore(), now: () => new Date(START), addressMax: ADDRESS_CALLS_PER_MINUTE });
    const person = visitorOf(randomBytes(24).toString('base64url'), '203.0.113.41');
    for (let i = 0; i < SESSION_CALLS_PER_MINUTE; i++) await limiter.call(person);
    await expect(limiter.call(person)).rejects.toBeInstanceOf(LimitExceededError);
    await expect(limiter.call(visitorOf(randomBytes(24).toString('base64url'), '203.0.113.41'))).resolves.toBeUndefined();
  });
});

// CI runs Redis at 127.0.0.1:6379 and .ci/run names it in REDIS_TEST_URL (not REDIS_URL, which would move the
// browser journeys' server onto Redis too); without either these are skipped.
const REDIS_TEST_URL = process.env.REDIS_TEST_URL || process.env.REDIS_URL;
describe.skipIf(!REDIS_TEST_URL)('with REDIS_URL', () => {
  storeContract('Redis', async () => {
    const redis = new Redis(REDIS_TEST_URL!, { maxRetriesPerRequest: 1 });
    const store = new RedisLimitStore(redis, `bs-test:${Math.random().toString(36).slice(2)}:`);
    return { store, done: () => store.close() };
  });

  it('two app instances share the counters, and neither writes them to the database', async () => {
    const clock = new FixedClock(START);
    const first = await createTestApp({ config: { rateLimitMax: 3, redisUrl: REDIS_TEST_URL! }, demoData: null, clock });
    const second = await createTestApp({ config: { rateLimitMax: 3, redisUrl: REDIS_TEST_URL! }, demoData: null, clock });
    try {
      const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (const t of [first, second, first, second]) {
        statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: address })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await first.app.database.db.select().from(rateLimitCounters)).toEqual([]);
      expect(await second.app.database.db.select().from(rateLimitCounters)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('the address ceiling', () => {
  it('answers 429 with the envelope and Retry-After, and lets the address in again in the next window', async () => {
    const clock = new FixedClock(START);
    const t = await createTestApp({ config: { rateLimitMax: 2 }, demoData: null, clock });
    try {
      const call = () => t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.2.2.2' });
      await call();
      await call();
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('50');
      expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
      clock.advance(50_000);
      expect((await call()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with every limit off (RATE_LIMIT_MAX 0), Save & Continue Later still saves and queues its e-mail', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 0 } });
    try {
      const browser = new Browser(t.app);
      const id = await startEnrollment(browser);
      const personal = { first_name: 'Jane', last_name: 'Doe', weight: '150', height_feet: '5', height_inch: '6', marital_status: '1', ssn: '123-45-6789', prior_coverage_flag: '0' };
      const res = await browser.post('save-enrollment', { enrollment_id: id, email: 'limits.off@example.com', tab: 'primary_info', data: personal });
      expect(res.statusCode).toBe(200);
      const mails = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'limits.off@example.com'));
      expect(mails).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('leaves static files and the app shell alone', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 1 }, demoData: null });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/favicon.ico', remoteAddress: '10.3.3.3' })).statusCode);
      expect(statuses).not.toContain(429);
    } finally {
      await t.close();
    }
  });
});

describe('the visitor budgets', () => {
  it("refuses a visitor past its session's budget, with Retry-After, while another visitor behind the same address goes on", async () => {
    const clock = new FixedClock(START);
    const t = await createTestApp({ config: { limits: { session: { max: 5 } } }, clock });
    try {
      const address = '10.4.4.4';
      const first = new Browser(t.app);
      const second = new Browser(t.app);
      const call = (browser: Browser) => browser.request({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: address });
      // add-filter-for-new-user comes without a session (it makes one): the budget counts from the next call.
      await startEnrollment(first);
      await startEnrollment(second);
      for (let i = 0; i < 5; i++) expect((await call(first)).statusCode).toBe(200);
      const refused = await call(first);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('50');
      expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
      expect((await call(second)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("counts calls without a session only against the address's ceiling: an office's first page views use nobody's budget", async () => {
    const t = await createTestApp({ config: { limits: { session: { max: 3 } } }, demoData: null, clock: new FixedClock(START) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.5.5.5' })).statusCode);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

/** The table's limits, the default address ceiling, and a clock that stays in one minute: the worst case of a morning. */
function withTheTablesLimits(limits: Record<string, { max: number }> = {}): () => TestApp {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: ADDRESS_CALLS_PER_MINUTE, limits }, clock: new FixedClock(START) });
  });
  afterAll(async () => t.close());
  return () => t;
}

/** A session cookie as anyone can get one (each add-filter-for-new-user or request-password-reset makes one): never looked up. */
const mintedCookie = (app: FastifyInstance) => `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(randomBytes(24).toString('base64url')))}`;

describe('an office behind one address', () => {
  const t = withTheTablesLimits();
  const OFFICE = '203.0.113.50';

  /** A visitor's first page view without a session, the landing form that makes one, and the plans it lists. */
  async function visit(app: FastifyInstance): Promise<number[]> {
    const browser = new Browser(app);
    const statuses: number[] = [];
    const get = async (url: string) => statuses.push((await browser.request({ method: 'GET', url: `/api/v1/${url}`, remoteAddress: OFFICE })).statusCode);
    await get('get-plan-category');
    const created = await browser.request({ method: 'POST', url: '/api/v1/add-filter-for-new-user', payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1980' }, remoteAddress: OFFICE });
    statuses.push(created.statusCode);
    await get('get-plan-category');
    return statuses;
  }

  it('500 visitors behind one address, with the default limits, are not refused', async () => {
    const statuses: number[] = [];
    // 25 at a time, as people arrive, in one minute of the clock. The ceiling's arithmetic for a whole morning's
    // minute (20,000 calls) is the limiter's test above, without HTTP.
    for (let wave = 0; wave < 20; wave++) {
      for (const visitor of await Promise.all(Array.from({ length: 25 }, () => visit(t().app)))) statuses.push(...visitor);
    }
    expect(statuses).toHaveLength(500 * 3);
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
  });
});

describe('guessing a secret', () => {
  const t = withTheTablesLimits();
  const ADDRESS = '203.0.113.60';
  const resume = (email: string, remoteAddress = ADDRESS) =>
    t().app.inject({ method: 'POST', url: '/api/v1/continue-enrollment', payload: { code: 'ABCDE-FGHJK', email }, remoteAddress });

  it(`${CLIENT_MISSES_PER_ACCOUNT} wrong resume codes naming one e-mail address block resume lookups of it for the client that sent them, not for another client; the same address can still list plans and add to cart`, async () => {
    for (let i = 0; i < CLIENT_MISSES_PER_ACCOUNT; i++) expect((await resume('target@example.com')).statusCode).toBe(422);
    // The account's owner, from a client that has not been failing, is looked up (decision 0080).
    expect((await resume('Target@Example.com', '198.51.100.7')).statusCode).toBe(422);
    const refused = await resume('Target@Example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
    // The address is not locked out: another e-mail address is looked up, and the store answers.
    expect((await resume('someone.else@example.com')).statusCode).toBe(422);
    const shopper = new Browser(t().app);
    const id = await startEnrollment(shopper);
    expect((await shopper.request({ method: 'GET', url: `/api/v1/get-filtered-plans?enrollment_id=${id}`, remoteAddress: ADDRESS })).statusCode).toBe(200);
    await addPlan(shopper, id, 'Test Dental');
  });

  it('wrong links block only links, and only for the visitor who guessed', async () => {
    const guesser = new Browser(t().app);
    const id = await startEnrollment(guesser);
    const link = (browser: Browser, token: string) => browser.request({ method: 'GET', url: `/api/v1/direct-continue/${token}`, remoteAddress: ADDRESS });
    for (let i = 0; i < MISSES_PER_SECRET; i++) expect((await link(guesser, `made-up-${i}`)).statusCode).toBe(404);
    expect((await link(guesser, 'one-more')).statusCode).toBe(429);
    expect((await guesser.request({ method: 'GET', url: `/api/v1/get-filtered-plans?enrollment_id=${id}`, remoteAddress: ADDRESS })).statusCode).toBe(200);
    expect((await guesser.request({ method: 'GET', url: '/api/v1/validate-group?group_code=GUESS000', remoteAddress: ADDRESS })).statusCode).toBe(204);
    expect((await link(new Browser(t().app), 'made-up-by-a-colleague')).statusCode).toBe(404);
  });

  it(`${MISSES_PER_SECRET * 2} wrong codes sent at once by one visitor: no more than ${MISSES_PER_SECRET} are looked up`, async () => {
    const browser = new Browser(t().app);
    await startEnrollment(browser);
    const guesses = await Promise.all(
      Array.from({ length: MISSES_PER_SECRET * 2 }, (_, i) =>
        browser.request({ method: 'GET', url: '/api/v1/validate-agent', query: { agent_code: `ZZZZ${String(i).padStart(4, '0')}` }, remoteAddress: '203.0.113.63' }),
      ),
    );
    const answered = guesses.filter((g) => g.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(MISSES_PER_SECRET);
    expect(answered.map((g) => g.statusCode)).toEqual(answered.map(() => 422));
  });

  it('member store links that open nothing block only member links, for that visitor', async () => {
    // An office address of its own: the address's share of wrong guesses is GUESS_ADDRESS_SHARE visitors' (decision 0080).
    const office = '203.0.113.64';
    const browser = new Browser(t().app);
    const id = await startEnrollment(browser);
    const open = (b: Browser, i: number) =>
      b.request({ method: 'POST', url: '/api/v1/add-filter-for-member', payload: { user_id: `made.up.${i}`, tier: 'IO' }, remoteAddress: office });
    for (let i = 0; i < MISSES_PER_SECRET; i++) expect((await open(browser, i)).statusCode).toBe(404);
    expect((await open(browser, 99)).statusCode).toBe(429);
    expect((await browser.request({ method: 'GET', url: `/api/v1/get-filtered-plans?enrollment_id=${id}`, remoteAddress: office })).statusCode).toBe(200);
    const colleague = new Browser(t().app);
    await startEnrollment(colleague);
    expect((await open(colleague, 100)).statusCode).toBe(404);
  });

  it('a plan id that does not exist never counts', async () => {
    const browser = new Browser(t().app);
    const id = await startEnrollment(browser);
    const call = (url: string) => browser.request({ method: 'GET', url: `/api/v1/${url}`, remoteAddress: '203.0.113.62' });
    for (let i = 0; i < 3 * MISSES_PER_SECRET; i++) {
      expect((await call(`get-plan-pricing-detail?pid=${900_000 + i}&enrollment_id=${id}`)).statusCode).toBe(404);
      expect((await call(`get-plan-detail/${900_000 + i}`)).statusCode).toBe(404);
    }
    expect((await call(`get-filtered-plans?enrollment_id=${id}`)).statusCode).toBe(200);
    expect((await call('direct-continue/made-up')).statusCode).toBe(404);
    await addPlan(browser, id, 'Test Dental');
  });
});

describe("an address's backstop for guesses and costs", () => {
  // Two wrong guesses per visitor and one contact check: the address's share is GUESS_ADDRESS_SHARE times the guesses,
  // ADDRESS_SHARE times the check.
  const t = withTheTablesLimits({ 'access-code-guess': { max: 2 }, 'contact-check': { max: 1 } });

  it(`a guesser who starts a new session for every guess is refused after ${GUESS_ADDRESS_SHARE} visitors' worth of wrong guesses (not ${ADDRESS_SHARE}), and only that lookup`, async () => {
    const address = '203.0.113.70';
    const guess = (i: number) =>
      t().app.inject({ method: 'GET', url: '/api/v1/validate-group', query: { group_code: `GUES${String(i).padStart(4, '0')}` }, headers: { cookie: mintedCookie(t().app) }, remoteAddress: address });
    for (let i = 0; i < 2 * GUESS_ADDRESS_SHARE; i++) expect((await guess(i)).statusCode).toBe(204);
    expect((await guess(9999)).statusCode).toBe(429);
    // Without a session too: the address's share is the same one.
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/validate-group', query: { group_code: 'GUES9998' }, remoteAddress: address })).statusCode).toBe(429);
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: address })).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/validate-group', query: { group_code: 'GUES9997' }, remoteAddress: '203.0.113.71' })).statusCode).toBe(204);
  });

  it(`a cost (a contact check) is counted against the address too: ${ADDRESS_SHARE} visitors' worth, however many sessions`, async () => {
    const address = '203.0.113.72';
    const check = () =>
      t().app.inject({ method: 'POST', url: '/api/v1/validate-member-email', payload: { email: 'someone@example.com' }, headers: { cookie: mintedCookie(t().app) }, remoteAddress: address });
    for (let i = 0; i < ADDRESS_SHARE; i++) expect((await check()).statusCode).not.toBe(429);
    expect((await check()).statusCode).toBe(429);
  });

  it('answers that are no wrong guess give their slot back: a malformed or missing code, a right one', async () => {
    const browser = new Browser(t().app);
    const id = await startEnrollment(browser);
    const call = (url: string) => browser.request({ method: 'GET', url: `/api/v1/${url}`, remoteAddress: '203.0.113.73' });
    for (let i = 0; i < 5; i++) {
      expect((await call('validate-agent?agent_code=%20')).statusCode).toBe(422);
      expect((await call('validate-agent?agent_code=ZZ000001')).statusCode).toBe(422);
      expect((await call('validate-agent')).statusCode).toBe(422);
      expect((await call('validate-agent?agent_code=TEST1234')).statusCode).toBe(200);
    }
    expect((await call('validate-agent?agent_code=ZZZZ0001')).statusCode).toBe(422);
    expect((await call('validate-agent?agent_code=ZZZZ0002')).statusCode).toBe(422);
    expect((await call('validate-agent?agent_code=ZZZZ0003')).statusCode).toBe(429);
    expect((await call(`get-filtered-plans?enrollment_id=${id}`)).statusCode).toBe(200);
  });
});

describe('wrong one-time codes', () => {
  const t = withTheTablesLimits({ 'otp-guess': { max: 3 } });
  const verify = (browser: Browser, enrollment_id: string, otp: string) =>
    browser.request({ method: 'POST', url: `${BENEFIT_API_PREFIX}/verify-otp`, payload: { enrollment_id, contact: 'otp.guess@example.com', otp, type: 'email' }, remoteAddress: '203.0.113.80' });

  it("block verify-otp for that enrollment once wrong codes are tried; another browser naming it, or a code not asked for, count for nothing", async () => {
    const owner = new Browser(t().app);
    const id = await startEnrollment(owner);
    const stranger = new Browser(t().app);
    await startEnrollment(stranger);
    // An enrollment the browser does not hold (404) is no guess of its code: the owner is not locked out by it.
    for (let i = 0; i < 5; i++) expect((await verify(stranger, id, '123456')).statusCode).toBe(404);
    // 'Request a code first' is no wrong code either.
    for (let i = 0; i < 5; i++) expect((await verify(owner, id, '123456')).statusCode).toBe(422);
    const sent = await owner.request({ method: 'POST', url: `${BENEFIT_API_PREFIX}/send-otp`, payload: { enrollment_id: id, contact: 'otp.guess@example.com', type: 'email' }, remoteAddress: '203.0.113.80' });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t().app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'otp.guess@example.com'));
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) expect((await verify(owner, id, wrong)).statusCode).toBe(422);
    expect((await verify(owner, id, code)).statusCode).toBe(429);
    expect((await owner.request({ method: 'GET', url: `/api/v1/get-filtered-plans?enrollment_id=${id}`, remoteAddress: '203.0.113.80' })).statusCode).toBe(200);
  });
});
