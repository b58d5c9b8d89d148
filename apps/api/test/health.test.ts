import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { createTestApp, freshDatabase, testConfig, type TestApp } from './helpers/test-app.js';

// GET /healthz and GET /readyz (issue 28 item 1, decision 0073): what a load balancer and an orchestrator ask.

const REDIS_TEST_URL = process.env.REDIS_TEST_URL || process.env.REDIS_URL;

describe('a running store', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A ceiling of one API call a minute: the probes must answer however often they are asked.
    t = await createTestApp({ demoData: null, config: { rateLimitMax: 1, limits: {} } });
  });
  afterAll(async () => t.close());

  it('answers /healthz with 200, never stored by a proxy, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers /readyz with 200 when the database answers with every migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers the probes however often they come, while the API refuses past its limit', async () => {
    const api = [];
    for (let i = 0; i < 3; i++) api.push((await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category' })).statusCode);
    expect(api).toContain(429);
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
  });

  it('keeps the probes out of the API: not under /api/v1, not in the OpenAPI document', async () => {
    // From another address: this file's own used up the API's limit above.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/healthz', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => /healthz|readyz|metrics/.test(p))).toEqual([]);
  });
});

describe('readiness answers 503', () => {
  it('from the start of a stop, while liveness stays 200', async () => {
    const t = await createTestApp({ demoData: null });
    try {
      t.app.beginStop();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', server: 'stopping' } });
      // Every answer from now on closes its connection, so a kept-alive one does not hold the stop open.
      expect(ready.headers.connection).toBe('close');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('when the database does not answer', async () => {
    const fresh = await freshDatabase();
    const database = await openDatabase(fresh.config);
    const app = await buildApp(testConfig(fresh.config), { database, demoData: null, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      // A check's answer is shared for a second (a flood of probes costs one query a second): the next one finds it.
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'unreachable' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });

  it('runs one check for a flood of probes, not one query each', async () => {
    const t = await createTestApp({ demoData: null });
    try {
      let queries = 0;
      const database = t.app.database.db;
      const execute = database.execute.bind(database);
      database.execute = ((query: Parameters<typeof execute>[0]) => {
        queries += 1;
        return execute(query);
      }) as typeof database.execute;
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: '/readyz' })));
      database.execute = execute;
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      expect(queries).toBe(1);
    } finally {
      await t.close();
    }
  });

  it("when the database lacks this build's newest migration", async () => {
    const t = await createTestApp({ demoData: null });
    try {
      await t.app.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'migrations-pending' } });
    } finally {
      await t.close();
    }
  });

  it('when REDIS_URL is set and Redis does not answer', async () => {
    // Port 1: nothing listens there; the rate limits count in this process meanwhile, but the replica is not ready.
    const t = await createTestApp({ demoData: null, config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', redis: 'unreachable' } });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!REDIS_TEST_URL)('with REDIS_URL and Redis answering', () => {
  it('answers /readyz with 200, naming Redis', async () => {
    const t = await createTestApp({ demoData: null, config: { redisUrl: REDIS_TEST_URL! } });
    try {
      // The Redis client connects after the app starts: on a busy machine the first probe can come before it has.
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      expect(ready.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
