import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { enrollmentCompletions, jobs } from '../src/db/schema/index.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { filterForm } from './helpers/browser.js';
import { completeAllSteps, dentalEnrollment } from './helpers/complete-steps.js';
import { freshDatabase } from './helpers/test-app.js';
import { freshGet, heldPost, overHttp, StoreProcess, type HeldRequest } from './helpers/store-process.js';
import { wizardData } from './helpers/wizard-data.js';

// The stop on SIGTERM (issue 28 item 3, decision 0073), on the real server process: requests in flight, a completion
// among them, are all answered; no new connection is taken; claimed jobs go back to the queue; the process exits 0.

const METRICS_TOKEN = randomBytes(32).toString('base64url');
/** Requests held at the stop: completions, and new visitors' first calls. */
const HELD_COMPLETIONS = 3;
const HELD_STARTS = 2;

let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase: () => Promise<void> = async () => {};
const running: StoreProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bs-stop-'));
  // On PostgreSQL (API_TEST_DB=postgres) a database of its own; otherwise the embedded one in the data directory.
  const fresh = await freshDatabase();
  dropDatabase = fresh.drop;
  env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: fresh.config.kind === 'postgres' ? fresh.config.url : undefined,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    DATA_KEY: undefined,
    DATA_KEY_PREVIOUS: undefined,
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    SMS_URL: undefined,
    SEED_DEMO_DATA: 'false',
    // The limits are not what this test is about (rate-limits.test.ts is).
    RATE_LIMIT_MAX: '0',
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
  };
  // The test catalog, loaded once in this process with the same settings (the data key's file lands in DATA_DIR).
  const app = await buildApp(loadConfig({ ...env, SEED_DEMO_DATA: 'true' } as NodeJS.ProcessEnv), { demoData: wizardData, logger: false });
  await app.close();
});

afterEach(() => {
  for (const store of running.splice(0)) store.kill();
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

async function start(): Promise<StoreProcess> {
  const store = await StoreProcess.start(env);
  running.push(store);
  return store;
}

/** The database as the stopped server left it (PGlite's directory takes one process at a time: only after its exit). */
async function readJobsAndCompletions(ids: string[]) {
  const database = await openDatabase(loadConfig(env as NodeJS.ProcessEnv).database);
  try {
    return {
      jobs: await database.db.select().from(jobs),
      completions: await database.db.select().from(enrollmentCompletions).where(inArray(enrollmentCompletions.enrollmentId, ids)),
    };
  } finally {
    await database.close();
  }
}

/** The job queue's gauges as /metrics reports them. */
async function queueFigures(store: StoreProcess): Promise<{ due: number; running: number }> {
  const text = await (await fetch(`${store.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const figure = (status: string) => Number(new RegExp(`benefit_store_jobs\\{status="${status}"\\} (\\d+)`).exec(text)?.[1] ?? NaN);
  return { due: figure('due'), running: figure('running') };
}

describe('SIGTERM', () => {
  it('answers every request in flight, takes no new connection, hands jobs back and exits 0; the next start runs each job once', async () => {
    const store = await start();
    const app = overHttp(store.baseUrl);

    // One completion before the stop: its receipt jobs are queued and the running server's runner takes them.
    const before = await dentalEnrollment(app);
    await completeAllSteps(before.browser, before.id);
    expect((await before.browser.post('save-review-info', { enrollment_id: before.id, first_enroll: 1, send_sms: 0 })).statusCode).toBe(200);

    // Enrollments ready to complete, whose completions will be in flight at the stop.
    const ready: { id: string; cookie: string }[] = [];
    for (let i = 0; i < HELD_COMPLETIONS; i++) {
      const { browser, id } = await dentalEnrollment(app);
      await completeAllSteps(browser, id);
      ready.push({ id, cookie: `${SESSION_COOKIE}=${browser.cookieValue(SESSION_COOKIE)!}` });
    }

    const from = store.lines.length;
    const held: HeldRequest[] = [
      ...ready.map(({ id, cookie }) => heldPost(store.port, '/api/v1/save-review-info', { enrollment_id: id, first_enroll: 1, send_sms: 0 }, { cookie })),
      ...Array.from({ length: HELD_STARTS }, () => heldPost(store.port, '/api/v1/add-filter-for-new-user', filterForm())),
    ];
    // Every held request has reached the server (it logs each one as it arrives, before reading its body).
    const heldRoutes = new Set(['/api/v1/save-review-info', '/api/v1/add-filter-for-new-user']);
    const arrived = () => store.lines.slice(from).filter((l) => l.msg === 'incoming request' && heldRoutes.has(l.req?.route ?? '')).length;
    await store.waitForLog(() => arrived() >= held.length, 'the held requests arrived', from);

    store.signal('SIGTERM');
    await store.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('stopping:'), 'the stop began');
    // No new connection is taken once the stop began.
    expect(await freshGet(store.port, '/healthz')).toBe('ECONNREFUSED');

    for (const request of held) request.release();
    const answers = await Promise.all(held.map((request) => request.answer));
    expect(answers.map((a) => a.status)).toEqual(held.map(() => 200));
    for (const answer of answers.slice(0, HELD_COMPLETIONS)) expect(JSON.parse(answer.body)).toMatchObject({ status: 'success', data: { policy_id: expect.any(String) } });
    expect(await store.exited).toBe(0);
    expect(store.lines.find((l) => l.msg === 'stopped')).toMatchObject({ clean: true });

    const ids = [before.id, ...ready.map((r) => r.id)];
    const afterStop = await readJobsAndCompletions(ids);
    expect(afterStop.completions.map((c) => c.enrollmentId).sort()).toEqual([...ids].sort());
    // Nothing is left claimed, nothing ran twice, nothing gave up: each job is done once or waits for the next start.
    expect(afterStop.jobs.filter((j) => j.status === 'running' || j.status === 'dead' || j.claimToken !== null)).toEqual([]);
    expect(afterStop.jobs.filter((j) => (j.status === 'done' ? j.attempts !== 1 : j.attempts !== 0))).toEqual([]);
    const receiptJobs = afterStop.jobs.filter((j) => j.kind === 'receipt.mail');
    expect(receiptJobs.length).toBeGreaterThanOrEqual(ids.length);
    // The completions answered during the stop queued their receipts after the runner stopped: they wait, unclaimed.
    const heldPolicies = answers.slice(0, HELD_COMPLETIONS).map((a) => (JSON.parse(a.body) as { data: { policy_id: string } }).data.policy_id);
    for (const policy of heldPolicies) {
      const queued = receiptJobs.filter((j) => j.key.startsWith(`receipt-mail:${policy}:`));
      expect(queued.length, policy).toBeGreaterThan(0);
      expect(queued.filter((j) => j.status !== 'pending' || j.attempts !== 0)).toEqual([]);
    }

    // The next start runs what was handed back or queued during the stop, each job once.
    const next = await start();
    await expect.poll(() => queueFigures(next), { timeout: 60_000 }).toEqual({ due: 0, running: 0 });
    next.signal('SIGTERM');
    expect(await next.exited).toBe(0);
    const afterRestart = await readJobsAndCompletions(ids);
    const receipts = afterRestart.jobs.filter((j) => j.kind === 'receipt.mail');
    expect(receipts.map((j) => j.key).sort()).toEqual(receiptJobs.map((j) => j.key).sort());
    expect(receipts.filter((j) => j.status !== 'done' || j.attempts !== 1)).toEqual([]);
    expect(afterRestart.jobs.filter((j) => j.status === 'running' || j.status === 'dead' || j.attempts > 1)).toEqual([]);
    // Two starts of the server from source and a dozen enrollment calls: about a minute on a busy two-core machine.
  }, 240_000);

  it('cuts a request still running when SHUTDOWN_GRACE_MS runs out, and exits 1 so the unclean stop is seen', async () => {
    const store = await StoreProcess.start({ ...env, SHUTDOWN_GRACE_MS: '1000' });
    running.push(store);
    const from = store.lines.length;
    // Its body never comes: it outlasts any grace period.
    const stuck = heldPost(store.port, '/api/v1/add-filter-for-new-user', filterForm());
    await store.waitForLog((l) => l.msg === 'incoming request' && l.req?.route === '/api/v1/add-filter-for-new-user', 'the request arrived', from);
    store.signal('SIGTERM');
    await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await store.exited).toBe(1);
    expect(store.lines.some((l) => typeof l.msg === 'string' && l.msg.includes('grace period ran out'))).toBe(true);
    expect(store.lines.find((l) => l.msg === 'stopped')).toMatchObject({ clean: false });
  }, 120_000);
});
