/** How long the worker waits before the next attempt at a message that failed `attempts` times (1 or more). */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** After this many failed attempts the message is marked failed and left for a person to look at. */
export const MAX_SEND_ATTEMPTS = 10;

/** Exponential backoff: 10 s, 20 s, 40 s, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS);
}

/** When the next attempt is due, or null when the message has used all its attempts. */
export function nextAttemptAt(attempts: number, now: Date, maxAttempts = MAX_SEND_ATTEMPTS): Date | null {
  if (attempts >= maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(attempts));
}
