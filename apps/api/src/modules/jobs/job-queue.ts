import type { Db } from '../../db/client.js';
import type { JobRow, NewJob } from './job-row.js';
import * as repo from './jobs.repository.js';

// Public through the door: the job queue. Other modules queue work in their own transaction (the job exists only if
// their change commits) ; the operator's script lists dead jobs and runs one again.

/**
 * Queues a job. Call it with the transaction of the business change that needs the job: both commit or neither does.
 * Returns the job's id (the existing one's when the key was queued before).
 */
export function enqueueJob(tx: Db, job: NewJob): Promise<number> {
  queued += 1;
  return repo.enqueueJob(tx, job);
}

let queued = 0;

/**
 * How many jobs this process has queued since it started: the runner is woken after a request only when this moved
 * (jobs.plugin.ts), not after every write request (each wake is a claiming query on the database).
 */
export function jobsQueuedHere(): number {
  return queued;
}

/** The dead jobs, newest first: what an operator looks at (`npm run jobs -- dead`). */
export function deadJobs(db: Db, limit?: number): Promise<JobRow[]> {
  return repo.deadJobs(db, limit);
}

/** Gives a dead job a fresh set of attempts, due now; false when no dead job has this id. */
export function retryDeadJob(db: Db, id: number, now: Date): Promise<boolean> {
  return repo.retryDeadJob(db, id, now);
}
