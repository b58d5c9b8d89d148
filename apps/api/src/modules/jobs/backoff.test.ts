import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, retryDelayMs, RETRY_MAX_MS } from './backoff.js';

describe('retryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [4, 80_000],
    [9, 2_560_000],
    [10, RETRY_MAX_MS],
    [50, RETRY_MAX_MS],
    [0, 10_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('nextAttemptAt', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    [1, '2026-03-01T12:00:10.000Z'],
    [3, '2026-03-01T12:00:40.000Z'],
    [MAX_ATTEMPTS - 1, new Date(now.getTime() + retryDelayMs(MAX_ATTEMPTS - 1)).toISOString()],
    [MAX_ATTEMPTS, null],
    [MAX_ATTEMPTS + 1, null],
  ])('after %i failed attempts is %s', (attempts, expected) => {
    expect(nextAttemptAt(attempts, now)?.toISOString() ?? null).toBe(expected);
  });
});
