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

/**
 * The one job runner (modules/jobs). Registered before the plugins that add kinds to it; started by a real server
 * (onListen: inject() in tests never starts it) and stopped before the database closes. After a successful write
 * request that queued a job it is woken, so that job (a mail, an invoice) runs at once instead of at the next idle
 * poll.
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
    // claiming queries, which after every add to a cart or saved step would be a write per call (issue 24).
    let seen = jobsQueuedHere();
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      const queued = jobsQueuedHere();
      if (queued === seen) return;
      seen = queued;
      runner.wake();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
