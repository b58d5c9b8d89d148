/**
 * The API's call budgets and its limit on guessing (issue 24 item 3; docs/decisions/0072-limits-that-never-lock-out-an-office.md).
 * An office is one address: hundreds of people enrolling behind it must never be refused for sharing it, so normal
 * traffic is budgeted per visitor session, and a wrong guess counts only against the secret it guesses.
 */

/** Every API call of one client address in a minute: 500 people behind one office address (RATE_LIMIT_MAX). */
export const ADDRESS_CALLS_PER_MINUTE = 20_000;
/** Every API call of one visitor session in a minute (one page view makes 10 to 20). */
export const SESSION_CALLS_PER_MINUTE = 1_200;
/** API calls without a session from one client address in a minute: the first page views of an office's visitors. */
export const SESSIONLESS_CALLS_PER_MINUTE = 10_000;
/**
 * Calls without a session are counted per client address, which everyone behind it shares: a limit of one visitor
 * (a purpose's max) is allowed this many times over to an address's calls without a session.
 */
export const SESSIONLESS_ADDRESS_SHARE = 10;

/** Wrong guesses of one secret, and of one visitor at one kind of secret, before that lookup is refused to them. */
export const MISSES_PER_SECRET = 30;
/** The window the wrong guesses are counted in. */
export const MISS_WINDOW_MINUTES = 10;
