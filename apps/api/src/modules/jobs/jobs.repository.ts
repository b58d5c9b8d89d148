import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { JobRow, JobStatus, NewJob } from './job-row.js';

/**
 * Queues a job. Call it with the transaction of the business change that needs the job: both commit or neither does.
 * Returns the job's id (the existing one's when the key was queued before).
 */
export async function enqueueJob(tx: Db, job: NewJob): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, ...(job.runAt ? { runAt: job.runAt } : {}) })
    .onConflictDoUpdate({ target: jobs.key, set: { key: sql`excluded.key` } })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Claims up to `limit` due jobs of the given kinds for one runner: pending ones whose time has come, and running
 * ones whose lease ran out (a runner that crashed mid-run). One statement; FOR UPDATE SKIP LOCKED lets runners on
 * PostgreSQL pass each other's rows by, and PGlite (one connection) runs statements one at a time anyway. The
 * attempt is counted here, so a run that crashes the process counts as an attempt too.
 */
export async function claimJobs(db: Db, kinds: readonly string[], claimToken: string, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(and(eq(jobs.status, 'pending'), or(isNull(jobs.runAt), lte(jobs.runAt, now))), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
      ),
    )
    .orderBy(sql`${jobs.runAt} asc nulls first`, asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running' satisfies JobStatus, claimToken, lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

const claimedBy = (id: number, claimToken: string) => and(eq(jobs.id, id), eq(jobs.claimToken, claimToken), eq(jobs.status, 'running'));

/** Extends this claim's lease from `now`; false when the claim no longer holds the job. */
export async function renewJob(db: Db, id: number, claimToken: string, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: new Date(now.getTime() + leaseMs) }).where(claimedBy(id, claimToken)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks a claimed job done; false when this claim no longer holds it (its lease ran out and another runner took it). */
export async function completeJob(db: Db, id: number, claimToken: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done' satisfies JobStatus, doneAt: now, claimToken: null, lockedUntil: null, lastError: null })
    .where(claimedBy(id, claimToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives a claimed job back unstarted (its runner is stopping): pending again at once, its attempt not counted. */
export async function releaseJob(db: Db, id: number, claimToken: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending' satisfies JobStatus, attempts: sql`${jobs.attempts} - 1`, claimToken: null, lockedUntil: null })
    .where(claimedBy(id, claimToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives a claimed job back after a failed attempt: pending again at `retryAt`, or dead when null. */
export async function failJob(db: Db, id: number, claimToken: string, error: string, retryAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: (retryAt ? 'pending' : 'dead') satisfies JobStatus,
      runAt: retryAt ?? sql`${jobs.runAt}`,
      lastError: error.slice(0, 1000),
      claimToken: null,
      lockedUntil: null,
    })
    .where(claimedBy(id, claimToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The dead jobs, newest first: what an operator looks at (`npm run jobs -- dead`). */
export async function deadJobs(db: Db, limit = 100): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.status, 'dead')).orderBy(desc(jobs.id)).limit(limit);
}

/** Gives a dead job a fresh set of attempts, due now; false when no dead job has this id. */
export async function retryDeadJob(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending' satisfies JobStatus, attempts: 0, runAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Removes done jobs finished before `before` (their effects are their own records: the message, the invoice). */
export async function purgeDoneJobs(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.doneAt, before))).returning({ id: jobs.id });
  return rows.length;
}

/** The queue's figures at `now` (GET /metrics): jobs by status, and the oldest due job's wait. */
export interface JobQueueStats {
  /** Pending and due (a runner could take them now). */
  due: number;
  /** Pending, not yet due (retries after a backoff, periodic work's next slots). */
  scheduled: number;
  running: number;
  dead: number;
  /** Seconds the oldest due job has waited since it became due (0 when none is). */
  oldestDueSeconds: number;
}

export async function jobQueueStats(db: Db, now: Date): Promise<JobQueueStats> {
  const isDue = sql`${jobs.status} = 'pending' and (${jobs.runAt} is null or ${jobs.runAt} <= ${now})`;
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${isDue})::int`,
      scheduled: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} > ${now})::int`,
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
      dead: sql<number>`count(*) filter (where ${jobs.status} = 'dead')::int`,
      oldestDue: sql<Date | string | null>`min(coalesce(${jobs.runAt}, ${jobs.createdAt})) filter (where ${isDue})`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running', 'dead']));
  const oldest = row?.oldestDue ? new Date(row.oldestDue).getTime() : null;
  return {
    due: Number(row?.due ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    running: Number(row?.running ?? 0),
    dead: Number(row?.dead ?? 0),
    oldestDueSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
