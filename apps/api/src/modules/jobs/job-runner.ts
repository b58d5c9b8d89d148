import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { jobFailuresTotal } from '../shared/outcome-metrics.js';
import { scrubText } from '../shared/scrub-text.js';
import { MAX_ATTEMPTS, nextAttemptAt } from './backoff.js';
import type { JobRow } from './job-row.js';
import { claimJobs, completeJob, enqueueJob, failJob, releaseJob, renewJob } from './jobs.repository.js';

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a job's handler gets besides the job: the database, the runner's clock, and its claim's lease. */
export interface JobRun {
  db: Db;
  now(): Date;
  /** Extends the lease from now: call it right before a slow step (a send). False: the claim is lost, stop. */
  renew(): Promise<boolean>;
}

/**
 * A kind of job. `run` must be idempotent: a job runs at least once (again after a crash or a lost lease), so a
 * re-run finds its own earlier effect (a unique key, a status) and does nothing twice. Throwing fails the attempt.
 */
export interface JobKind {
  kind: string;
  run(job: JobRow, run: JobRun): Promise<void>;
  /** Attempts before the job is dead (MAX_ATTEMPTS by default). */
  maxAttempts?: number;
  /** Told of each failed attempt (dead: it was the last), in its own statement: e.g. the message's own record. */
  onFailure?(db: Db, job: JobRow, error: string, dead: boolean): Promise<void>;
}

export interface JobRunnerOptions {
  /** Jobs claimed per round (few: a crash strands at most these until their lease runs out). */
  batchSize?: number;
  /** How long a claim holds a job; handlers renew it before slow steps. */
  leaseMs?: number;
  /** Idle polling starts at this interval and doubles up to idleMaxMs while there is nothing due. */
  idleMinMs?: number;
  idleMaxMs?: number;
  clock?: () => Date;
  log?: JobLog;
}

export interface JobRound {
  claimed: number;
  done: number;
  failed: number;
}

/** Few jobs per round and a short lease: a crashed runner delays its claimed jobs by seconds, not minutes. */
export const JOB_BATCH_SIZE = 5;
export const JOB_LEASE_MS = 30_000;

const silent: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
/** A failure's reason as logged and stored: a failed query's message carries its parameters (the personal data written). */
const reasonOf = (err: unknown) => scrubText(err instanceof Error ? err.message : String(err));

/**
 * The one job runner (docs/decisions/0064-one-job-runner.md). Each round claims a few due jobs of the kinds it knows
 * (one statement, FOR UPDATE SKIP LOCKED), runs each, and marks it done, or pending again after an exponential
 * backoff, or dead after its last attempt. A crash leaves its jobs claimed until their lease runs out; another round
 * then takes them over, and only the claim that holds a job can finish it. Periodic work (`every`) is a job too, so
 * one replica runs each occurrence.
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind>();
  private readonly periodic: { kind: string; intervalMs: number }[] = [];
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly idleMinMs: number;
  private readonly idleMaxMs: number;
  private readonly clock: () => Date;
  private readonly log: JobLog;
  private only: ((kind: string) => boolean) | null = null;
  private running = false;
  /** Set by stop(): the round in progress gives back the jobs it has not started. */
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private idleMs: number;
  /** A wake() that came while a round was running: the next round starts at once. */
  private woken = false;
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    options: JobRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? JOB_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.idleMinMs = options.idleMinMs ?? 1_000;
    this.idleMaxMs = options.idleMaxMs ?? 15_000;
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log ?? silent;
    this.idleMs = this.idleMinMs;
  }

  /** Adds a kind of job this runner runs. */
  register(kind: JobKind): this {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} is registered twice`);
    this.kinds.set(kind.kind, kind);
    return this;
  }

  /**
   * Periodic work: `work(now)` runs about every `intervalMs`, as a job keyed by its time slot, so several replicas
   * queue one job per slot and one of them runs it. Each run queues the next slot; start() queues the first.
   */
  every(kind: string, intervalMs: number, work: (now: Date) => Promise<unknown>): this {
    this.periodic.push({ kind, intervalMs });
    return this.register({
      kind,
      maxAttempts: 3,
      run: async (_job, run) => {
        try {
          await work(run.now());
        } finally {
          await this.queueNextSlot(kind, intervalMs, run.now());
        }
      },
    });
  }

  /** Queues the job of a periodic kind's next time slot (a no-op when it is queued already). */
  private async queueNextSlot(kind: string, intervalMs: number, now: Date): Promise<void> {
    const slot = new Date((Math.floor(now.getTime() / intervalMs) + 1) * intervalMs);
    await enqueueJob(this.db, { kind, key: `${kind}@${slot.toISOString()}`, runAt: slot });
  }

  /** One round: claim what is due and run it. */
  async runOnce(): Promise<JobRound> {
    const kinds = [...this.kinds.keys()].filter((k) => !this.only || this.only(k));
    const claimToken = randomBytes(12).toString('base64url');
    const claimed = await claimJobs(this.db, kinds, claimToken, this.clock(), this.leaseMs, this.batchSize);
    const round: JobRound = { claimed: claimed.length, done: 0, failed: 0 };
    for (const job of claimed) {
      // Stopping (a deploy's SIGTERM): what has not started goes back at once, for another replica or the next start.
      if (this.stopping) {
        await releaseJob(this.db, job.id, claimToken);
        continue;
      }
      const kind = this.kinds.get(job.kind)!;
      const maxAttempts = kind.maxAttempts ?? MAX_ATTEMPTS;
      try {
        // Past its last attempt already: its earlier runs died with their runner (a job that crashes the process).
        if (job.attempts > maxAttempts) throw new Error('its lease ran out on its last attempt');
        const run: JobRun = { db: this.db, now: this.clock, renew: () => renewJob(this.db, job.id, claimToken, this.clock(), this.leaseMs) };
        await kind.run(job, run);
        if (await completeJob(this.db, job.id, claimToken, this.clock())) round.done += 1;
        else this.log.warn({ jobId: job.id, kind: job.kind }, 'job claim lost before the job was marked done');
      } catch (err) {
        round.failed += 1;
        const reason = reasonOf(err);
        const retryAt = nextAttemptAt(job.attempts, this.clock(), maxAttempts);
        jobFailuresTotal.inc({ kind: job.kind, outcome: retryAt ? 'retry' : 'dead' });
        this.log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt, reason }, retryAt ? 'job failed' : 'job is dead');
        try {
          if (await failJob(this.db, job.id, claimToken, reason, retryAt)) await kind.onFailure?.(this.db, job, reason, retryAt === null);
        } catch (recordErr) {
          // The rest of the round still runs; this job's lease runs out and it is claimed again.
          this.log.error({ err: recordErr, jobId: job.id, kind: job.kind }, 'job failure could not be recorded');
        }
      }
    }
    return round;
  }

  /**
   * Starts polling: immediately, then with a backoff while idle. `only` limits which kinds this process runs (a
   * server started with MAIL_WORKER=false still sweeps, but delivers nothing).
   */
  async start(only?: (kind: string) => boolean): Promise<void> {
    if (this.running) return;
    this.only = only ?? null;
    for (const p of this.periodic) {
      if (!this.only || this.only(p.kind)) await this.queueNextSlot(p.kind, p.intervalMs, this.clock());
    }
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in progress; the round's other claimed jobs are given back unstarted. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current.catch(() => undefined);
    this.stopping = false;
  }

  /** Something was just written: poll now rather than at the end of the idle wait. */
  wake(): void {
    if (!this.running) return;
    this.idleMs = this.idleMinMs;
    if (this.timer) {
      clearTimeout(this.timer);
      this.schedule(0);
    } else {
      this.woken = true;
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.current = this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.woken = false;
    let busy = false;
    try {
      busy = (await this.runOnce()).claimed > 0;
    } catch (err) {
      this.log.error({ err }, 'job round failed');
    }
    if (!this.running) return;
    // Work found: look again at once (there may be more). Nothing: wait longer each time, up to idleMaxMs.
    const now = busy || this.woken;
    this.idleMs = now ? this.idleMinMs : Math.min(this.idleMs * 2, this.idleMaxMs);
    this.schedule(now ? 0 : this.idleMs);
  }
}
