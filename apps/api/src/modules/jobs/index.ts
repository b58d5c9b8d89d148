// The jobs module's door: what other modules use to queue jobs, add kinds and read the runner's policy.
export { enqueueJob, deadJobs, retryDeadJob } from './job-queue.js';
export { jobQueueStats, type JobQueueStats } from './job-stats.js';
export type { JobRow } from './job-row.js';
export { JobRunner, type JobKind, type JobRun, type JobRound, type JobRunnerOptions } from './job-runner.js';
export { retryDelayMs } from './backoff.js';
export { default as jobsPlugin } from './jobs.plugin.js';
