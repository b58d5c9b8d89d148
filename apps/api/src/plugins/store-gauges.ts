import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { jobQueueStats } from '../modules/jobs/index.js';
import { outboxBacklog } from '../modules/mail/index.js';

const PREFIX = 'benefit_store_';

/**
 * The store's gauges, read fresh before each scrape (two small queries: the jobs table's unfinished rows through its
 * partial index, the outbox's unsent ones) and from the pool's own counters. Set in one refresh rather than in each
 * gauge's collect(), which prom-client runs concurrently: one query feeds several gauges.
 */
export function storeGauges(registry: Registry, database: Database, now: () => Date): { refresh(): Promise<void> } {
  const registers = [registry];
  const dbInfo = new Gauge({ name: `${PREFIX}db_info`, help: 'The database this process uses (kind: postgres, pglite, pglite-memory); always 1.', labelNames: ['kind'], registers });
  dbInfo.set({ kind: database.kind }, 1);
  // Only PostgreSQL has a pool to report (PGlite is one connection inside the process: see Database.poolStats).
  const pool = database.poolStats
    ? {
        connections: new Gauge({ name: `${PREFIX}db_pool_connections`, help: 'Pool connections by state (busy: running a query or a transaction; idle).', labelNames: ['state'], registers }),
        waiting: new Gauge({ name: `${PREFIX}db_pool_waiting_requests`, help: 'Queries waiting for a free pool connection.', registers }),
        max: new Gauge({ name: `${PREFIX}db_pool_max_connections`, help: 'The pool size.', registers }),
      }
    : null;
  const jobs = new Gauge({ name: `${PREFIX}jobs`, help: 'Jobs by status: due (waiting for a runner), scheduled (not yet due), running, dead.', labelNames: ['status'], registers });
  const oldestJob = new Gauge({ name: `${PREFIX}jobs_oldest_due_age_seconds`, help: 'How long the oldest due job has waited for a runner.', registers });
  const outbox = new Gauge({ name: `${PREFIX}outbox_messages`, help: 'Outbox messages not delivered, by status (pending, failed).', labelNames: ['status'], registers });
  const oldestMessage = new Gauge({ name: `${PREFIX}outbox_oldest_pending_age_seconds`, help: 'How long the oldest undelivered message has waited.', registers });

  return {
    async refresh() {
      if (pool && database.poolStats) {
        const stats = database.poolStats();
        pool.connections.set({ state: 'busy' }, stats.total - stats.idle);
        pool.connections.set({ state: 'idle' }, stats.idle);
        pool.waiting.set(stats.waiting);
        pool.max.set(stats.max);
      }
      const at = now();
      const [queue, backlog] = await Promise.all([jobQueueStats(database.db, at), outboxBacklog(database.db, at)]);
      jobs.set({ status: 'due' }, queue.due);
      jobs.set({ status: 'scheduled' }, queue.scheduled);
      jobs.set({ status: 'running' }, queue.running);
      jobs.set({ status: 'dead' }, queue.dead);
      oldestJob.set(queue.oldestDueSeconds);
      outbox.set({ status: 'pending' }, backlog.pending);
      outbox.set({ status: 'failed' }, backlog.failed);
      oldestMessage.set(backlog.oldestPendingSeconds);
    },
  };
}
