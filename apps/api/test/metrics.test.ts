import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, MIN_METRICS_TOKEN_BYTES, readMetricsAllow, readMetricsToken } from '../src/config.js';
import { createTestApp, TEST_POOL, type TestApp } from './helpers/test-app.js';

// GET /metrics (issue 28 item 2, decision 0073): Prometheus' text format, for a configured scraper only.

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
/** A value a visitor chose, sent in a path and a query: it must never become a label. */
const VISITOR_VALUE = 'forgedLinkZq7xK';

const scrape = (t: TestApp, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits as configured (a ceiling of 3 calls a minute): a refusal to count.
    t = await createTestApp({ demoData: null, config: { metricsToken: TOKEN, rateLimitMax: 3, limits: {} } });
  });
  afterAll(async () => t.close());

  it('answers 404, as an unknown address does, without the token or with another', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await scrape(t, headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain('benefit_store');
    }
  });

  it("counts requests by route pattern and status, never by a visitor's value", async () => {
    await t.app.inject({ method: 'GET', url: `/api/v1/direct-continue/${VISITOR_VALUE}?zip=${VISITOR_VALUE}`, remoteAddress: '10.0.0.1' });
    await t.app.inject({ method: 'GET', url: `/api/v1/no-such-call-${VISITOR_VALUE}`, remoteAddress: '10.0.0.1' });
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE benefit_store_http_requests_total counter');
    expect(text).toMatch(/benefit_store_http_requests_total\{method="GET",route="\/api\/v1\/direct-continue\/:id",status_code="404"\} 1/);
    expect(text).toMatch(/benefit_store_http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).toContain('# TYPE benefit_store_http_request_duration_seconds histogram');
    expect(text).toMatch(/benefit_store_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/direct-continue\/:id",status_code="404"\} 1/);
    expect(text).not.toContain(VISITOR_VALUE);
  });

  it('reports the job queue, the outbox, the database, the outcomes and the process', async () => {
    // A completion of an enrollment this browser does not hold: refused.
    await t.app.inject({ method: 'POST', url: '/api/v1/save-review-info', payload: { enrollment_id: 'A'.repeat(22), first_enroll: 1, send_sms: 0 }, remoteAddress: '10.0.0.2' });
    // Past the address's ceiling of 3 calls a minute.
    for (let i = 0; i < 4; i++) await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '10.0.0.3' });
    const text = (await scrape(t)).body;
    expect(text).toMatch(/benefit_store_completions_total\{outcome="refused"\} [1-9]/);
    expect(text).toMatch(/benefit_store_rate_limit_refusals_total\{purpose="address"\} [1-9]/);
    expect(text).toContain('# TYPE benefit_store_payments_total counter');
    expect(text).toContain('# TYPE benefit_store_job_failures_total counter');
    for (const status of ['due', 'scheduled', 'running', 'dead']) expect(text).toMatch(new RegExp(`benefit_store_jobs\\{status="${status}"\\} \\d+`));
    expect(text).toMatch(/benefit_store_jobs_oldest_due_age_seconds \d/);
    expect(text).toMatch(/benefit_store_outbox_messages\{status="pending"\} \d+/);
    expect(text).toMatch(/benefit_store_outbox_oldest_pending_age_seconds \d/);
    expect(text).toContain(`benefit_store_db_info{kind="${t.app.database.kind}"} 1`);
    if (t.app.database.kind === 'postgres') {
      expect(text).toMatch(/benefit_store_db_pool_connections\{state="idle"\} \d+/);
      expect(text).toMatch(/benefit_store_db_pool_waiting_requests 0/);
      // The pool's size as configured (the API tests' apps use a small one: helpers/test-app.ts).
      expect(text).toContain(`benefit_store_db_pool_max_connections ${TEST_POOL.max}`);
    } else {
      // One connection inside the process: no pool to report.
      expect(text).not.toContain('benefit_store_db_pool');
    }
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });
});

describe('with METRICS_ALLOW', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoData: null, config: { metricsAllow: ['10.20.0.0/16', 'fd00::/8', '192.0.2.7'] } });
  });
  afterAll(async () => t.close());

  it('answers the listed networks without a token, and 404 to any other address', async () => {
    for (const address of ['10.20.3.4', '::ffff:10.20.3.4', 'fd00::1', '192.0.2.7']) expect((await scrape(t, {}, address)).statusCode, address).toBe(200);
    for (const address of ['10.21.0.1', '192.0.2.8', '127.0.0.1', '::1']) expect((await scrape(t, {}, address)).statusCode, address).toBe(404);
  });

  it('trusts no header naming another address (X-Forwarded-For without TRUST_PROXY)', async () => {
    expect((await scrape(t, { 'x-forwarded-for': '10.20.3.4' }, '203.0.113.9')).statusCode).toBe(404);
  });
});

describe('with METRICS_ALLOW behind a proxy trusted for every hop (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoData: null, config: { metricsAllow: ['10.20.0.0/16'], trustProxy: true } });
  });
  afterAll(async () => t.close());

  it('answers a visitor who writes a listed address into X-Forwarded-For 404: the connection must come from the list', async () => {
    // Through the public proxy: request.ip would be the client's leftmost entry, 10.20.0.1.
    expect((await scrape(t, { 'x-forwarded-for': '10.20.0.1, 203.0.113.5' }, '198.51.100.2')).statusCode).toBe(404);
    expect((await scrape(t, {}, '10.20.9.9')).statusCode).toBe(200);
  });
});

describe('with neither configured', () => {
  it('answers 404 to everyone outside development', async () => {
    const t = await createTestApp({ demoData: null, config: { env: 'production' } });
    try {
      expect((await scrape(t, {}, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers the loopback address while developing, and no other', async () => {
    const t = await createTestApp({ demoData: null, config: { env: 'development' } });
    try {
      expect((await scrape(t, {}, '127.0.0.1')).statusCode).toBe(200);
      expect((await scrape(t, {}, '10.0.0.5')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the settings', () => {
  it('refuses a short METRICS_TOKEN and a METRICS_ALLOW entry that is no address or network', () => {
    expect(() => readMetricsToken('x'.repeat(MIN_METRICS_TOKEN_BYTES - 1))).toThrow(/METRICS_TOKEN must be at least/);
    expect(readMetricsToken('  ')).toBeNull();
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', 'fd00::/129']) expect(() => readMetricsAllow(bad), bad).toThrow(/METRICS_ALLOW must list/);
    expect(readMetricsAllow(' 10.0.0.0/8, ::1 ,')).toEqual(['10.0.0.0/8', '::1']);
  });

  it('reads SHUTDOWN_GRACE_MS, 25 s when unset', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).shutdownGraceMs).toBe(25_000);
    expect(loadConfig({ DATA_DIR: ':memory:', SHUTDOWN_GRACE_MS: '4000' }).shutdownGraceMs).toBe(4_000);
  });
});
