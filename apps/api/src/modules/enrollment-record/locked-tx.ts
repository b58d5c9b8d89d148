import type { Db } from '../../db/client.js';

declare const lockedBrand: unique symbol;

/**
 * A transaction holding an enrollment's row lock. Only withLockedEnrollment (locked-enrollment.ts) makes one, and
 * every repository function that writes an enrollment or what hangs off it takes this type instead of Db: a write
 * outside the lock does not compile. Reads take Db (a LockedTx is one), so they work inside and outside the lock.
 * Its own file so the repositories can name it without importing the function that locks through them.
 */
export type LockedTx = Db & { readonly [lockedBrand]: true };
