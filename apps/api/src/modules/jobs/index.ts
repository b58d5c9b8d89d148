// The jobs module's door: what other modules use to queue jobs, add kinds and read the runner's policy.
export { enqueueJob, hasJob, deadJobs, retryDeadJob } from './job-queue.js';
export type { JobRow } from './job-row.js';
export { JobRunner, JOB_BATCH_SIZE, JOB_LEASE_MS, type JobKind, type JobRun, type JobRound, type JobRunnerOptions } from './job-runner.js';
export { MAX_ATTEMPTS, nextAttemptAt, retryDelayMs } from './backoff.js';
export { default as jobsPlugin } from './jobs.plugin.js';
