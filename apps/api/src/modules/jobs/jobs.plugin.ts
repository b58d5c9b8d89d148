import fp from 'fastify-plugin';
import { jobsQueuedHere } from './job-queue.js';
import { JobRunner } from './job-runner.js';
import { purgeDoneJobs } from './jobs.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: modules register their kinds and periodic work on it; tests call runOnce() themselves. */
    jobs: JobRunner;
  }
}

/** Kinds that reach people or money: a server started with MAIL_WORKER=false leaves them to another process. */
const DELIVERY_KINDS = /^(mail|invoice|receipt)\./;
const DAY_MS = 86_400_000;
/** How long after a request that queued a job the runner looks for it: jobs queued meanwhile run in the same round. */
const WAKE_DELAY_MS = 250;

/**
 * The one job runner (modules/jobs). Registered before the plugins that add kinds to it; started by a real server
 * (onListen: inject() in tests never starts it) and stopped before the database closes. After a successful write
 * request that queued a job it is woken (a quarter of a second later), so that job (a mail, an invoice) runs then
 * instead of at the next idle poll.
 */
export default fp(
  async (app) => {
    const runner = new JobRunner(app.database.db, { log: app.log, clock: () => app.clock.now() });
    app.decorate('jobs', runner);
    // Done jobs are only history (their effects are their own rows): a week of them is kept.
    runner.every('jobs.purge', DAY_MS, (now) => purgeDoneJobs(app.database.db, new Date(now.getTime() - 7 * DAY_MS)));
    const only = app.config.mailWorker ? undefined : (kind: string) => !DELIVERY_KINDS.test(kind);
    app.addHook('onListen', async () => runner.start(only));
    app.addHook('preClose', async () => runner.stop());
    // Only when a job was queued since the last wake (by this request or one that ran beside it): a wake is a round of
    // claiming queries, which after every add to a cart or saved step would be a write per call (issue 24). And a
    // moment later (WAKE_DELAY_MS), once: completions come in bursts (an office enrolling at once), and each queues a
    // receipt whose PDF takes this process's CPU; rendered right away they slowed the completions still running.
    let seen = jobsQueuedHere();
    let pending: NodeJS.Timeout | null = null;
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      const queued = jobsQueuedHere();
      if (queued === seen || pending) return;
      seen = queued;
      pending = setTimeout(() => {
        pending = null;
        runner.wake();
      }, WAKE_DELAY_MS);
      pending.unref();
    });
    app.addHook('preClose', async () => {
      if (pending) clearTimeout(pending);
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
