import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

/** One fixed window of one purpose and subject. */
export interface LimitWindow {
  purpose: string;
  subject: string;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Where the counters live: shared by every replica, so a limit holds however many processes serve the API.
 * `hit` counts one more and answers the new count atomically; `peek` reads without counting.
 */
export interface LimitStore {
  hit(window: LimitWindow): Promise<number>;
  peek(window: LimitWindow): Promise<number>;
  /** Removes counters whose window has ended; answers how many. */
  sweep(now: Date): Promise<number>;
  close(): Promise<void>;
}

/** Counters in the database: one upsert per hit, so concurrent replicas never lose a count. */
export class DbLimitStore implements LimitStore {
  constructor(private readonly db: Db) {}

  async hit(w: LimitWindow): Promise<number> {
    const rows = await this.db
      .insert(rateLimitCounters)
      .values({ purpose: w.purpose, subject: w.subject, windowStart: w.windowStart, count: 1, expiresAt: w.expiresAt })
      .onConflictDoUpdate({
        target: [rateLimitCounters.purpose, rateLimitCounters.subject, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    return rows[0]!.count;
  }

  async peek(w: LimitWindow): Promise<number> {
    const rows = await this.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(
        sql`${rateLimitCounters.purpose} = ${w.purpose} and ${rateLimitCounters.subject} = ${w.subject} and ${rateLimitCounters.windowStart} = ${w.windowStart.toISOString()}`,
      )
      .limit(1);
    return rows[0]?.count ?? 0;
  }

  async sweep(now: Date): Promise<number> {
    const removed = await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now)).returning({ purpose: rateLimitCounters.purpose });
    return removed.length;
  }

  async close(): Promise<void> {}
}

/**
 * Counters in Redis (REDIS_URL): INCR plus an expiry in one MULTI. The expiry is relative (the window's length
 * from now) because the window itself is computed from the app clock, which tests set to any date, while Redis
 * expires keys by its own clock; Redis removes the keys itself, so sweep has nothing to do.
 */
export class RedisLimitStore implements LimitStore {
  constructor(private readonly redis: Redis) {}

  private key(w: LimitWindow): string {
    return `bs:limit:${w.purpose}:${w.subject}:${w.windowStart.getTime()}`;
  }

  async hit(w: LimitWindow): Promise<number> {
    const ttlMs = Math.max(1000, w.expiresAt.getTime() - w.windowStart.getTime());
    const results = await this.redis.multi().incr(this.key(w)).pexpire(this.key(w), ttlMs).exec();
    const [error, count] = results?.[0] ?? [new Error('redis: no answer'), 0];
    if (error) throw error;
    return Number(count);
  }

  async peek(w: LimitWindow): Promise<number> {
    return Number((await this.redis.get(this.key(w))) ?? 0);
  }

  async sweep(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
