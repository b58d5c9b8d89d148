import { MESSAGES } from '@benefit-store/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { rateLimitCounters } from '../src/db/schema/index.js';
import { consumeLimit, enforceLimit, LimitExceededError } from '../src/modules/limits/consume-limit.js';
import { LIMIT_PURPOSE, LIMITS } from '../src/modules/limits/limit-purposes.js';
import { DbLimitStore, RedisLimitStore, type LimitStore } from '../src/modules/limits/limit-store.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { createTestApp, freshDatabase, testConfig, type TestApp } from './helpers/test-app.js';

const START = '2026-06-01T12:00:10Z';
const UNKNOWN_ENROLLMENT = 'AAAAAAAAAAAAAAAAAAAAAA';

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
      expect(await use(now)).toEqual({ allowed: false, count: 4, retryAfterSeconds: 50 });
      await expect(enforceLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.quoteSend, subject, max: 3, windowSeconds: 60 })).rejects.toBeInstanceOf(
        LimitExceededError,
      );
      expect(await use(new Date(now.getTime() + 50_000))).toMatchObject({ allowed: true, count: 1 });
    });

    it('counts each subject and each purpose on its own', async () => {
      const now = new Date(START);
      const a = `a-${Math.random()}`;
      const b = `b-${Math.random()}`;
      await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.global, subject: a, max: 1 });
      expect((await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.global, subject: a, max: 1 })).allowed).toBe(false);
      expect((await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.global, subject: b, max: 1 })).allowed).toBe(true);
      expect((await consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.enumeration, subject: a, max: 1 })).allowed).toBe(true);
    });

    it('loses no count when many uses arrive at once', async () => {
      const subject = `burst-${Math.random()}`;
      const now = new Date(START);
      const decisions = await Promise.all(
        Array.from({ length: 25 }, () => consumeLimit({ limits: store, now }, { purpose: LIMIT_PURPOSE.global, subject, max: 20 })),
      );
      expect(decisions.map((d) => d.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    });
  });
}

storeContract('the database', async () => {
  const fresh = await freshDatabase();
  const database = await openDatabase(fresh.config);
  return {
    store: new DbLimitStore(database.db),
    done: async () => {
      await database.close();
      await fresh.drop();
    },
  };
});

// CI runs Redis at 127.0.0.1:6379 and .ci/run names it in REDIS_TEST_URL (not REDIS_URL, which would move the
// browser journeys' server onto Redis too); without either these are skipped.
const REDIS_TEST_URL = process.env.REDIS_TEST_URL || process.env.REDIS_URL;
describe.skipIf(!REDIS_TEST_URL)('with REDIS_URL', () => {
  storeContract('Redis', async () => {
    const redis = new Redis(REDIS_TEST_URL!, { maxRetriesPerRequest: 1 });
    const store = new RedisLimitStore(redis);
    return { store, done: () => store.close() };
  });

  it('the app counts in Redis, not in the database', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 2, redisUrl: REDIS_TEST_URL! }, demoData: null, clock: new FixedClock(START) });
    try {
      const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const call = () => t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: address });
      expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([200, 200, 429]);
      expect(await t.app.database.db.select().from(rateLimitCounters)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the global limit', () => {
  it('holds across replicas: two servers on one database share the count', async () => {
    const fresh = await freshDatabase();
    // PGlite lives in one process, so its "replicas" share the connection; PostgreSQL replicas each open their own pool.
    const shared: Database | undefined = fresh.config.kind === 'postgres' ? undefined : await openDatabase(fresh.config);
    const clock = new FixedClock(START);
    const build = () => buildApp(testConfig(fresh.config, { rateLimitMax: 3 }), { database: shared, logger: false, demoData: null, clock });
    const first = await build();
    const second = await build();
    try {
      const statuses: number[] = [];
      for (const app of [first, second, first, second]) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.1.1.1' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
      await shared?.close();
      await fresh.drop();
    }
  });

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

describe('expired counters', () => {
  it('are removed by the sweep; counters of the current window stay', async () => {
    const clock = new FixedClock(START);
    const t = await createTestApp({ config: { rateLimitMax: 100 }, demoData: null, clock });
    try {
      await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.4.4.4' });
      clock.advance(2 * 60_000);
      await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.4.4.5' });
      expect(await t.app.sweepLimits()).toBe(1);
      const left = await t.app.database.db.select({ subject: rateLimitCounters.subject }).from(rateLimitCounters);
      expect(left).toEqual([{ subject: '10.4.4.5' }]);
    } finally {
      await t.close();
    }
  });
});

describe('the enumeration limit', () => {
  const max = LIMITS.enumeration.max;
  let t: TestApp;
  let clock: FixedClock;
  beforeAll(async () => {
    clock = new FixedClock(START);
    // The table's own enumeration limit, not the test helper's raised one.
    t = await createTestApp({ config: { limits: {} }, clock });
  });
  afterAll(async () => t.close());

  const miss = (address: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/get-plan-cart', query: { enrollment_id: UNKNOWN_ENROLLMENT }, remoteAddress: address });

  it(`answers unknown enrollment id number ${max + 1} of an address with 429, and then every call of it until the window ends`, async () => {
    for (let i = 0; i < max; i++) expect((await miss('10.5.5.5')).statusCode).toBe(404);
    const refused = await miss('10.5.5.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'tooManyRequests' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.5.5.5' })).statusCode).toBe(429);
    // Another visitor is not affected.
    expect((await miss('10.5.5.6')).statusCode).toBe(404);
    clock.advance(LIMITS.enumeration.windowSeconds * 1000);
    expect((await miss('10.5.5.5')).statusCode).toBe(404);
  });

  it('counts bad member-store tokens and quote links as misses too', async () => {
    const address = '10.6.6.6';
    for (let i = 0; i < max / 2; i++) {
      const member = await t.app.inject({ method: 'POST', url: '/api/v1/add-filter-for-member', payload: { user_id: `bad.${i}`, tier: 'IO' }, remoteAddress: address });
      expect(member.statusCode).toBe(404);
      const quote = await t.app.inject({ method: 'GET', url: `/api/v1/direct-continue/guess${i}`, remoteAddress: address });
      expect(quote.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/direct-continue/one-more', remoteAddress: address })).statusCode).toBe(429);
  });
});
