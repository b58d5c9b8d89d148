import type { Redis } from 'ioredis';

/** One fixed window of one purpose and subject. */
export interface LimitWindow {
  purpose: string;
  subject: string;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Where the counters live: in this process's memory, or in Redis (REDIS_URL) that every replica shares. Never the
 * database: a write per call is what the limits must not cost (docs/decisions/0072-limits-that-never-lock-out-an-office.md).
 * `hit` counts one more in each window and answers the new counts atomically; `peek` reads without counting.
 */
export interface LimitStore {
  hit(windows: readonly LimitWindow[]): Promise<number[]>;
  peek(windows: readonly LimitWindow[]): Promise<number[]>;
  close(): Promise<void>;
}

const keyOf = (w: LimitWindow) => `${w.purpose}:${w.subject}:${w.windowStart.getTime()}`;

/** Past this many counters, a hit first forgets the windows that have ended. */
const MEMORY_SWEEP_AT = 50_000;

/**
 * Counters in this process (no REDIS_URL): for one process only, as every replica would count alone. The windows
 * come from the app clock (tests move it), so ended ones are forgotten by their end, not by a timer.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweepAt = MEMORY_SWEEP_AT;

  async hit(windows: readonly LimitWindow[]): Promise<number[]> {
    if (this.counters.size >= this.nextSweepAt && windows[0]) this.sweep(windows[0].windowStart.getTime());
    return windows.map((w) => {
      const key = keyOf(w);
      const counter = this.counters.get(key);
      if (counter) return ++counter.count;
      this.counters.set(key, { count: 1, expiresAt: w.expiresAt.getTime() });
      return 1;
    });
  }

  async peek(windows: readonly LimitWindow[]): Promise<number[]> {
    return windows.map((w) => this.counters.get(keyOf(w))?.count ?? 0);
  }

  /** Forgets the windows ended by `now` (ms); answers how many. */
  sweep(now: number): number {
    let removed = 0;
    for (const [key, counter] of this.counters) {
      if (counter.expiresAt <= now) {
        this.counters.delete(key);
        removed += 1;
      }
    }
    // Counters of windows still open stay; sweep again once as many more have come.
    this.nextSweepAt = Math.max(MEMORY_SWEEP_AT, this.counters.size * 2);
    return removed;
  }

  get size(): number {
    return this.counters.size;
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

/**
 * Counters in Redis (REDIS_URL), shared by every replica: INCR plus an expiry per window, all of a call's windows
 * in one MULTI (one round trip). The expiry is relative (the window's length from now) because the window itself
 * is computed from the app clock, which tests set to any date, while Redis expires keys by its own clock.
 */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bs:limit:',
  ) {}

  async hit(windows: readonly LimitWindow[]): Promise<number[]> {
    const multi = this.redis.multi();
    for (const w of windows) {
      const key = this.prefix + keyOf(w);
      multi.incr(key).pexpire(key, Math.max(1000, w.expiresAt.getTime() - w.windowStart.getTime()));
    }
    const results = (await multi.exec()) ?? [];
    return windows.map((_, i) => {
      const [error, count] = results[i * 2] ?? [new Error('redis: no answer'), 0];
      if (error) throw error;
      return Number(count);
    });
  }

  async peek(windows: readonly LimitWindow[]): Promise<number[]> {
    if (windows.length === 0) return [];
    const values = await this.redis.mget(windows.map((w) => this.prefix + keyOf(w)));
    return values.map((v) => Number(v ?? 0));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
