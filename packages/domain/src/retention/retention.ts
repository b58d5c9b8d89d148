/**
 * How long the store keeps personal data (issue 28 item 4; docs/decisions/0074-personal-data-retention.md). The
 * retention job of the API (modules/retention) applies these on the job runner, once per RETENTION_SWEEP_MINUTES;
 * docs/deploy.md and the README quote them. The first two are defaults of the settings of the same name.
 */

/** RETENTION_ABANDONED_DAYS: an unfinished enrollment untouched this long loses its personal data. */
export const RETENTION_ABANDONED_DAYS_DEFAULT = 30;
/** RETENTION_COMPLETED_YEARS: a completed enrollment's application (signed record, answers) is kept this long. */
export const RETENTION_COMPLETED_YEARS_DEFAULT = 7;
/** A resume code is removed this many days after it expired (it opens nothing by then; the days let support answer "it expired"). */
export const RESUME_CODE_KEEP_DAYS_AFTER_EXPIRY = 7;
/** A one-time code never verified is removed this long after it was sent (it expires in two minutes). */
export const ONE_TIME_CODE_KEEP_HOURS = 24;
/** A sent (or given-up) message keeps its body, recipient and attachments this long, then only its subject and status. */
export const MAIL_BODY_KEEP_DAYS = 30;
/** A shopping session (a browser's cookie and what it holds) ends after this many days without a call (the session sweep). */
export const SHOPPING_SESSION_IDLE_DAYS = 30;
/**
 * A session whose enrollment holds answers of the wizard (a saved step: names, birth date, SSN...) ends after this many
 * hours without a call instead (issue 26 item 9): a shared computer's next user must not find them a month later.
 */
export const PERSONAL_SESSION_IDLE_HOURS = 24;
/**
 * How often the retention job runs, and how many batches of enrollments one run erases at most: a run is a job like any
 * other on the runner (mail, codes), so a first deploy's backlog is worked off a few seconds at a time, every few
 * minutes (some 50,000 a day), instead of in one run of hours that holds every other job back and outlives its claim.
 */
export const RETENTION_SWEEP_MINUTES = 5;
export const RETENTION_BATCHES_PER_RUN = 4;
/** The reason an operator gives for erasing on request: recorded in the audit log. */
export const ERASE_REASON_MIN = 5;
export const ERASE_REASON_MAX = 500;
