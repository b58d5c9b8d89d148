/** How long the runner waits before the next attempt at a job that failed `attempts` times (1 or more). */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** After this many attempts a job is dead: left for a person to look at (`npm run jobs -- dead`). */
export const MAX_ATTEMPTS = 10;

/** Exponential backoff: 10 s, 20 s, 40 s, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS);
}

/** When the next attempt is due, or null when the job has used all its attempts. */
export function nextAttemptAt(attempts: number, now: Date, maxAttempts = MAX_ATTEMPTS): Date | null {
  if (attempts >= maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(attempts));
}
