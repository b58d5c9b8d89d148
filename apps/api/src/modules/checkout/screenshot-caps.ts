/**
 * How much of the checkout record one enrollment may keep: the newest screenshots only, by count and by bytes (one
 * address once stored 154 MB in 7.7 s). The oldest beyond either cap are deleted in the transaction that adds one.
 * The per-hour limit is LIMITS['screenshot-save'] (modules/limits): counted apart from the rows, which are pruned.
 */
export const SCREENSHOTS_KEPT_PER_ENROLLMENT = 5;
/** Room for a few full-size (2 MB) screenshots. */
export const SCREENSHOT_BYTES_PER_ENROLLMENT = 6 * 1024 * 1024;
export const SCREENSHOTS_PER_HOUR = 20;
