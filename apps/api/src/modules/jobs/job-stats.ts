import type { Db } from '../../db/client.js';
import * as repo from './jobs.repository.js';

// Public through the door: the queue's figures, read by GET /metrics (plugins/metrics.ts) at each scrape.
export type { JobQueueStats } from './jobs.repository.js';

/** Jobs due, scheduled, running and dead at `now`, and how long the oldest due job has waited. */
export function jobQueueStats(db: Db, now: Date): Promise<repo.JobQueueStats> {
  return repo.jobQueueStats(db, now);
}
