import type { Db } from '../../db/client.js';
import { outboxBacklog as readBacklog } from './outbox.repository.js';

// Public through the door: the outbox's backlog, read by GET /metrics (plugins/metrics.ts) at each scrape.

export interface OutboxBacklog {
  /** Messages written and not yet delivered (without SMTP_URL/SMS_URL they stay so: the /dev/outbox demo). */
  pending: number;
  /** Messages whose delivery gave up after its last attempt. */
  failed: number;
  /** Seconds since the oldest pending message was written (0 when none is). */
  oldestPendingSeconds: number;
}

export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const backlog = await readBacklog(db);
  const oldest = backlog.oldestPendingAt?.getTime();
  return {
    pending: backlog.pending,
    failed: backlog.failed,
    oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
