/**
 * The API's call budgets and its limit on guessing (issue 24 item 3; docs/decisions/0072-limits-that-never-lock-out-an-office.md).
 * An office is one address: hundreds of people enrolling behind it must never be refused for sharing it, so normal
 * traffic is budgeted per visitor session, and a wrong guess blocks only the lookup it guesses at; one address keeps
 * a backstop an office never reaches (ADDRESS_SHARE), so minting a new session per guess gains a guesser nothing.
 */

/** Every API call of one client address in a minute: 500 people behind one office address (RATE_LIMIT_MAX). */
export const ADDRESS_CALLS_PER_MINUTE = 20_000;
/** Every API call of one visitor session in a minute (one page view makes 10 to 20). */
export const SESSION_CALLS_PER_MINUTE = 1_200;
/**
 * A limit of one visitor's (a cost such as a mail, a text or a sign-in try, or the wrong guesses at one kind of
 * secret) is allowed this many times over to one client address, all its visitors together, and to its calls
 * without a session: 50 of an office's people at their own limit at once, a backstop for a guesser who starts a
 * new session for every guess.
 */
export const ADDRESS_SHARE = 50;
/**
 * The wrong guesses of one visitor at one kind of secret (codes, links) allowed to one client address, all its
 * visitors and its calls without a session together: twice one visitor's, not ADDRESS_SHARE times (a guesser
 * without a cookie, or with a new session for every try, would get 50 visitors' guesses). An office past it is
 * refused only that lookup; the store keeps answering (decision 0080).
 */
export const GUESS_ADDRESS_SHARE = 2;

/** Wrong guesses of one secret, and of one visitor at one kind of secret, before that lookup is refused to them. */
export const MISSES_PER_SECRET = 30;
/** The window the wrong guesses are counted in. */
export const MISS_WINDOW_MINUTES = 10;
/**
 * Wrong guesses of one client (its session, and its address) naming one account, such as the e-mail address a resume
 * code was sent to, before that client is refused that account for the window: the guesser is locked, not the account
 * (NIST 800-63B 5.2.2; docs/decisions/0080-guessers-locked-accounts-slowed.md).
 */
export const CLIENT_MISSES_PER_ACCOUNT = 10;
/**
 * Wrong guesses naming one account from every client together in MISS_WINDOW_MINUTES before each further try, from
 * anyone, waits a growing delay (1 s, 2 s, 4 s … at most the window): a client that has not been failing gets in
 * below it; past it online guessing is bounded by the delays.
 */
export const ACCOUNT_MISSES_BEFORE_DELAY = 100;

/** Staff sign-in tries (right or wrong, and the console's sign-in steps) of one visitor in STAFF_SIGN_IN_WINDOW_MINUTES. */
export const STAFF_SIGN_INS_PER_WINDOW = 20;
export const STAFF_SIGN_IN_WINDOW_MINUTES = 15;
/** request-password-reset calls of one visitor in an hour: each may send a mail. */
export const PASSWORD_RESETS_PER_HOUR = 10;
/** Set-password mails to one e-mail address in an hour, whoever asks: past it the request is answered alike, unsent. */
export const PASSWORD_RESET_MAILS_PER_HOUR_RECIPIENT = 3;
/** Checkout screenshots of one enrollment in an hour: the wizard sends one per step saved; a whole wizard with corrections fits. */
export const SCREENSHOTS_PER_HOUR = 40;
