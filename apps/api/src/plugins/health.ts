import fp from 'fastify-plugin';
import { migrationsApplied, newestShippedMigration } from '../db/migrations-applied.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on (a stop began: server.ts calls it on SIGTERM before closing anything). */
    beginStop(): void;
  }
}

/** What /readyz reports for each dependency: the name of the check and why it failed, never a driver's message. */
export type ReadyCheck = 'ok' | 'unreachable' | 'migrations-pending' | 'stopping';

/** A dependency that does not answer in this long counts as unreachable: a probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

/** `probe`'s answer, or 'unreachable' when it throws or takes longer than CHECK_TIMEOUT_MS. */
async function bounded(probe: () => Promise<ReadyCheck>): Promise<ReadyCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ReadyCheck>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([probe().catch((): ReadyCheck => 'unreachable'), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probes are answered fresh and never stored by a proxy. */
const NO_STORE = 'no-store';

/**
 * GET /healthz and GET /readyz (decision 0073), for a load balancer or an orchestrator: outside /api/v1 (they are
 * infrastructure, not the store's calls), out of the OpenAPI document, and past every per-request cost: no session is
 * read (none of them asks for the request context), no site is resolved and no limit counted (site-context and
 * rate-limit only look at /api/ paths). Their requests log at warn only: a probe every few seconds is not news.
 *
 * /healthz answers 200 while the process can serve (liveness: stays 200 during a graceful stop, so the stop is not
 * cut short by a restart). /readyz answers 200 only when the database answers with this build's migrations applied,
 * and Redis answers when REDIS_URL is set; 503 otherwise and from the start of a stop. Neither reads an enrollment.
 */
/** How long one readiness check's answer is shared by the probes that follow it. */
const READY_CHECK_REUSE_MS = 1_000;

export default fp(
  async (app) => {
    const newest = newestShippedMigration();
    let stopping = false;
    app.decorate('beginStop', () => {
      stopping = true;
    });
    // However the app is closed (a signal, a test, an embedder), it is not ready from then on.
    app.addHook('preClose', async () => {
      stopping = true;
    });
    // Once stopping, an answer closes its connection: a kept-alive one would otherwise hold the stop open until its
    // idle timeout (Fastify's 72 s) after the last request in flight was answered.
    app.addHook('onSend', async (request, reply, payload) => {
      if (stopping && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
      return payload;
    });

    const probe = { logLevel: 'warn' as const, schema: { hide: true } };

    app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

    // One check at a time, its answer shared for READY_CHECK_REUSE_MS: a flood of /readyz (it is public through the load
    // balancer) then costs one query a second, never the pool the store's own calls need.
    let latest: { at: number; checks: Promise<{ database: ReadyCheck; redis: ReadyCheck | null }> } | null = null;
    const runChecks = async () => {
      const [database, redis] = await Promise.all([
        bounded(async () => ((await migrationsApplied(app.database.db, newest)) ? 'ok' : 'migrations-pending')),
        app.redisReachable ? bounded(async () => ((await app.redisReachable!()) ? 'ok' : 'unreachable')) : Promise.resolve(null),
      ]);
      return { database, redis };
    };
    const currentChecks = () => {
      const now = performance.now();
      if (!latest || now - latest.at >= READY_CHECK_REUSE_MS) latest = { at: now, checks: runChecks() };
      return latest.checks;
    };

    app.get('/readyz', probe, async (_request, reply) => {
      const { database, redis } = await currentChecks();
      const checks: Record<string, ReadyCheck> = { database, ...(redis ? { redis } : {}) };
      if (stopping) checks.server = 'stopping';
      const ready = Object.values(checks).every((check) => check === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send({ status: ready ? 'ready' : 'not-ready', checks });
    });
  },
  { name: 'health', dependencies: ['config', 'db', 'rate-limit'] },
);
