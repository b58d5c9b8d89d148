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
 * `hit` counts one more in each window and answers the new counts atomically (`now`, ms: the app clock's instant);
 * `peek` reads without counting; `release` gives back one counted by `hit` (a slot taken for a guess that was right).
 */
export interface LimitStore {
  hit(windows: readonly LimitWindow[], now: number): Promise<number[]>;
  peek(windows: readonly LimitWindow[]): Promise<number[]>;
  release(windows: readonly LimitWindow[]): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (w: LimitWindow) => `${w.purpose}:${w.subject}:${w.windowStart.getTime()}`;

/** Past this many counters, a hit first forgets the windows that have ended. */
const MEMORY_SWEEP_AT = 50_000;
/**
 * The most counters kept whatever their windows (subjects are the callers' to choose: sessions, e-mail addresses):
 * past it the oldest are forgotten, down to three quarters of it, so a sweep stays rare. About 100 bytes each.
 */
const MEMORY_MAX_COUNTERS = 400_000;

/**
 * Counters in this process (no REDIS_URL): for one process only, as every replica would count alone. The windows
 * come from the app clock (tests move it), so ended ones are forgotten by their end, not by a timer.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweepAt: number;

  constructor(
    private readonly sweepAt = MEMORY_SWEEP_AT,
    private readonly maxCounters = MEMORY_MAX_COUNTERS,
  ) {
    this.nextSweepAt = Math.min(sweepAt, maxCounters);
  }

  async hit(windows: readonly LimitWindow[], now: number): Promise<number[]> {
    if (this.counters.size >= this.nextSweepAt) this.sweep(now);
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

  async release(windows: readonly LimitWindow[]): Promise<void> {
    for (const w of windows) {
      const counter = this.counters.get(keyOf(w));
      if (counter && counter.count > 0) counter.count -= 1;
    }
  }

  /**
   * Forgets the windows ended by `now` (ms), then, past the cap, the oldest counters (the map keeps them in the order
   * they came); answers how many were forgotten.
   */
  sweep(now: number): number {
    const before = this.counters.size;
    for (const [key, counter] of this.counters) {
      if (counter.expiresAt <= now) this.counters.delete(key);
    }
    if (this.counters.size >= this.maxCounters) {
      let excess = this.counters.size - Math.floor((this.maxCounters * 3) / 4);
      for (const key of this.counters.keys()) {
        if (excess-- <= 0) break;
        this.counters.delete(key);
      }
    }
    // Counters of windows still open stay; sweep again once as many more have come (never past the cap).
    this.nextSweepAt = Math.min(this.maxCounters, Math.max(this.sweepAt, this.counters.size * 2));
    return before - this.counters.size;
  }

  get size(): number {
    return this.counters.size;
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

const RELEASE_SCRIPT = `for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key))
  if count and count > 0 then redis.call('DECR', key) end
end
return 0`;

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
    if (windows.length === 0) return [];
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

  /** DECR only a key that is still there: a window that ended must not come back without an expiry. */
  async release(windows: readonly LimitWindow[]): Promise<void> {
    if (windows.length === 0) return;
    const keys = windows.map((w) => this.prefix + keyOf(w));
    await this.redis.eval(RELEASE_SCRIPT, keys.length, ...keys);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

/**
 * The shared counters (Redis), or, while they cannot be reached, this process's own (`fallback`): a limit still holds
 * per replica when Redis is down, rather than every call going on uncounted. `onError` hears of each failure.
 */
export class FailoverLimitStore implements LimitStore {
  constructor(
    private readonly primary: LimitStore,
    private readonly fallback: LimitStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  private async either<T>(use: (store: LimitStore) => Promise<T>): Promise<T> {
    try {
      return await use(this.primary);
    } catch (error) {
      this.onError(error);
      return use(this.fallback);
    }
  }

  hit(windows: readonly LimitWindow[], now: number): Promise<number[]> {
    return this.either((store) => store.hit(windows, now));
  }

  peek(windows: readonly LimitWindow[]): Promise<number[]> {
    return this.either((store) => store.peek(windows));
  }

  release(windows: readonly LimitWindow[]): Promise<void> {
    return this.either((store) => store.release(windows));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.primary.close(), this.fallback.close()]);
  }
}
