import type { jobs } from '../../db/schema/index.js';

// The job as stored. Its own file, not the repository's: a job kind's run receives the whole row (job-runner.ts),
// every module that adds a kind names it, and the operator's list (npm run jobs -- dead) shows it as it is.
export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = 'pending' | 'running' | 'done' | 'dead';

export interface NewJob {
  /** A kind the runner has registered (or will: a job waits until a runner that knows its kind claims it). */
  kind: string;
  /** Unique per job: queuing the same key again keeps the first one (a retried business call queues one job). */
  key: string;
  payload?: Record<string, unknown>;
  /** Not before this instant; by default as soon as a runner is free. */
  runAt?: Date;
}
