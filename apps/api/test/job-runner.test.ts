import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.js';
import { deadJobs, enqueueJob, JobRunner, retryDeadJob, retryDelayMs, type JobKind, type JobRow } from '../src/modules/jobs/index.js';
import { claimJobs } from '../src/modules/jobs/jobs.repository.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: null });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const START = new Date('2030-01-01T00:00:00Z');
let seq = 0;
/** A kind of its own per test, so rows left by other tests are never claimed here. */
const freshKind = (name: string) => `test.${name}.${(seq += 1)}`;
const jobOf = async (key: string): Promise<JobRow> => (await db().select().from(jobs).where(eq(jobs.key, key)))[0]!;

/** A kind whose runs are recorded, failing `failTimes` times first. */
function recordingKind(kind: string, options: { failTimes?: number; maxAttempts?: number; delayMs?: number } = {}) {
  const runs: string[] = [];
  let failures = options.failTimes ?? 0;
  const def: JobKind = {
    kind,
    maxAttempts: options.maxAttempts,
    async run(job) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('the far side said try later');
      }
      runs.push(job.key);
    },
  };
  return { def, runs };
}

describe('the job runner', () => {
  it('runs each job once when two runners claim at the same time', async () => {
    const kind = freshKind('race');
    for (let i = 0; i < 30; i += 1) await enqueueJob(db(), { kind, key: `${kind}:${i}`, runAt: START });
    const { def, runs } = recordingKind(kind, { delayMs: 2 });
    const a = new JobRunner(db(), { batchSize: 7, clock: () => START }).register(def);
    const b = new JobRunner(db(), { batchSize: 7, clock: () => START }).register(def);
    for (;;) {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (ra.claimed + rb.claimed === 0) break;
    }
    expect(runs.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `${kind}:${i}`).sort());
    const rows = await db().select().from(jobs).where(like(jobs.key, `${kind}:%`));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('queues one job for one key, however often it is queued', async () => {
    const kind = freshKind('same-key');
    const first = await enqueueJob(db(), { kind, key: `${kind}:x`, payload: { n: 1 }, runAt: START });
    const second = await enqueueJob(db(), { kind, key: `${kind}:x`, payload: { n: 2 }, runAt: START });
    expect(second).toBe(first);
    expect((await jobOf(`${kind}:x`)).payload).toEqual({ n: 1 });
  });

  it('takes over a job whose runner crashed only after its lease ran out', async () => {
    const kind = freshKind('lease');
    await enqueueJob(db(), { kind, key: `${kind}:1`, runAt: START });
    expect(await claimJobs(db(), [kind], 'crashed', START, 30_000, 10)).toHaveLength(1);
    const { def, runs } = recordingKind(kind);
    let now = new Date(START.getTime() + 29_000);
    const survivor = new JobRunner(db(), { clock: () => now }).register(def);
    expect((await survivor.runOnce()).claimed).toBe(0);
    now = new Date(START.getTime() + 30_001);
    expect(await survivor.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(runs).toEqual([`${kind}:1`]);
    expect(await jobOf(`${kind}:1`)).toMatchObject({ status: 'done', attempts: 2, claimToken: null });
  });

  it('retries a failed job after an exponential backoff: 10 s, then 20 s', async () => {
    const kind = freshKind('backoff');
    await enqueueJob(db(), { kind, key: `${kind}:1`, runAt: START });
    const { def, runs } = recordingKind(kind, { failTimes: 2 });
    let now = START;
    const runner = new JobRunner(db(), { clock: () => now }).register(def);
    expect(await runner.runOnce()).toEqual({ claimed: 1, done: 0, failed: 1 });
    expect((await jobOf(`${kind}:1`)).runAt).toEqual(new Date(START.getTime() + retryDelayMs(1)));
    expect(retryDelayMs(1)).toBe(10_000);
    now = new Date(START.getTime() + 9_999);
    expect((await runner.runOnce()).claimed).toBe(0);
    now = new Date(START.getTime() + 10_000);
    expect(await runner.runOnce()).toEqual({ claimed: 1, done: 0, failed: 1 });
    expect((await jobOf(`${kind}:1`)).runAt).toEqual(new Date(now.getTime() + 20_000));
    now = new Date(now.getTime() + 20_000);
    expect(await runner.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(runs).toEqual([`${kind}:1`]);
    expect(await jobOf(`${kind}:1`)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('leaves a job dead after its last attempt, lists it for an operator, and runs it again when retried', async () => {
    const kind = freshKind('dead');
    await enqueueJob(db(), { kind, key: `${kind}:1`, runAt: START });
    const failing = recordingKind(kind, { failTimes: 99, maxAttempts: 2 });
    let now = START;
    const runner = new JobRunner(db(), { clock: () => now }).register(failing.def);
    await runner.runOnce();
    now = new Date(now.getTime() + 60 * 60 * 1000);
    await runner.runOnce();
    const dead = await jobOf(`${kind}:1`);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, lastError: 'the far side said try later' });
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect((await runner.runOnce()).claimed).toBe(0);
    expect((await deadJobs(db())).map((j) => j.id)).toContain(dead.id);

    const healthy = recordingKind(kind);
    const fixed = new JobRunner(db(), { clock: () => now }).register(healthy.def);
    expect(await retryDeadJob(db(), dead.id, now)).toBe(true);
    expect(await retryDeadJob(db(), dead.id, now)).toBe(false);
    expect(await fixed.runOnce()).toEqual({ claimed: 1, done: 1, failed: 0 });
    expect(healthy.runs).toEqual([`${kind}:1`]);
    expect((await deadJobs(db())).map((j) => j.id)).not.toContain(dead.id);
  });

  it('gives up on a job whose runs keep dying with their runner, instead of taking it over forever', async () => {
    const kind = freshKind('poison');
    await enqueueJob(db(), { kind, key: `${kind}:1`, runAt: START });
    let now = START;
    for (let i = 0; i < 2; i += 1) {
      expect(await claimJobs(db(), [kind], `crash-${i}`, now, 30_000, 1)).toHaveLength(1);
      now = new Date(now.getTime() + 31_000);
    }
    const { def, runs } = recordingKind(kind, { maxAttempts: 2 });
    expect(await new JobRunner(db(), { clock: () => now }).register(def).runOnce()).toEqual({ claimed: 1, done: 0, failed: 1 });
    expect(runs).toEqual([]);
    expect(await jobOf(`${kind}:1`)).toMatchObject({ status: 'dead', attempts: 3 });
  });

  it('runs periodic work once per time slot however many runners start, and queues the next slot', async () => {
    const kind = freshKind('every');
    let now = new Date(START.getTime() + 5);
    const seen: Date[] = [];
    const runners = [0, 1].map(() => new JobRunner(db(), { clock: () => now }).every(kind, 60_000, async (at) => seen.push(at)));
    for (const r of runners) {
      await r.start();
      await r.stop();
    }
    expect(await db().select().from(jobs).where(eq(jobs.kind, kind))).toHaveLength(1);
    now = new Date(START.getTime() + 60_000);
    await Promise.all(runners.map((r) => r.runOnce()));
    expect(seen).toEqual([now]);
    const rows = await db().select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows.map((r) => [r.status, r.runAt!.toISOString()]).sort()).toEqual([
      ['done', new Date(START.getTime() + 60_000).toISOString()],
      ['pending', new Date(START.getTime() + 120_000).toISOString()],
    ]);
  });

  it('only claims the kinds it knows', async () => {
    const known = freshKind('known');
    const unknown = freshKind('unknown');
    await enqueueJob(db(), { kind: unknown, key: `${unknown}:1`, runAt: START });
    const runner = new JobRunner(db(), { clock: () => START }).register(recordingKind(known).def);
    expect((await runner.runOnce()).claimed).toBe(0);
    expect((await jobOf(`${unknown}:1`)).status).toBe('pending');
  });

  it('stores and logs a failure without the values it was writing (a failed insert names its parameters)', async () => {
    const kind = freshKind('private-failure');
    await enqueueJob(db(), { kind, key: `${kind}:1`, runAt: START });
    const logged: object[] = [];
    const log = { info: () => {}, warn: (obj: object) => logged.push(obj), error: (obj: object) => logged.push(obj) };
    const runner = new JobRunner(db(), { clock: () => START, log }).register({
      kind,
      async run() {
        throw new Error('Failed query: insert into "outbox_messages" ...\nparams: ana.receipt@example.com,<p>Dear Ana</p>');
      },
    });
    await runner.runOnce();
    const stored = (await jobOf(`${kind}:1`)).lastError ?? '';
    expect(stored).toContain('Failed query');
    for (const text of [stored, JSON.stringify(logged)]) {
      expect(text).not.toContain('ana.receipt@example.com');
      expect(text).not.toContain('Dear Ana');
    }
  });

  it('gives back the jobs of a round it had not started when it is stopped, without counting an attempt', async () => {
    const kind = freshKind('stop');
    for (let i = 0; i < 3; i += 1) await enqueueJob(db(), { kind, key: `${kind}:${i}`, runAt: START });
    let release: () => void = () => {};
    const started: string[] = [];
    const runner = new JobRunner(db(), { batchSize: 3, clock: () => START }).register({
      kind,
      async run(job) {
        started.push(job.key);
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    await runner.start((k) => k === kind);
    await expect.poll(() => started.length).toBe(1);
    const stopped = runner.stop();
    release();
    await stopped;
    expect(started).toHaveLength(1);
    const rows = await db().select().from(jobs).where(like(jobs.key, `${kind}:%`));
    const others = rows.filter((r) => r.key !== started[0]);
    expect(others.map((r) => [r.status, r.attempts, r.claimToken])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
  });
});

