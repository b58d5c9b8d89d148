/**
 * How much of the checkout record one enrollment may keep: the newest screenshots only, by count and by bytes (one
 * address once stored 154 MB in 7.7 s). The oldest beyond either cap are deleted in the transaction that adds one.
 * The per-hour limit is LIMITS['screenshot-save'] (SCREENSHOTS_PER_HOUR, packages/domain): counted apart from the rows, which are pruned.
 */
/** One per name is kept (a newer one of the same name replaces it): the cart's and one per wizard step (9 tabs). */
export const SCREENSHOTS_KEPT_PER_ENROLLMENT = 10;
/** Room for every step's screenshot at a usual size, or five full-size (2 MB) ones. */
export const SCREENSHOT_BYTES_PER_ENROLLMENT = 10 * 1024 * 1024;
