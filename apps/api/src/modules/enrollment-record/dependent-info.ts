import type { Db } from '../../db/client.js';
import * as repo from './dependent-info.repository.js';
import type { LockedTx } from './locked-tx.js';

// Public through the door: the household's summary (a spouse's birth date, how many children, for which plan) that
// prices a family tier. The catalog and the cart read it to price; the wizard's people step writes it, under the
// enrollment's lock (LockedTx), so a cart is never priced for a household half changed.

export interface DependentInfo {
  planId: number | null;
  spouseDob: string | null;
  noOfChildren: number | null;
}

export function findDependentInfo(db: Db, enrollmentId: string): Promise<DependentInfo | null> {
  return repo.findDependentInfo(db, enrollmentId);
}

export function saveDependentInfo(tx: LockedTx, enrollmentId: string, info: DependentInfo): Promise<void> {
  return repo.saveDependentInfo(tx, enrollmentId, info);
}
