import { selectPricingRow } from '@benefit-store/domain';
import type { LockedTx } from '../enrollment/locked-enrollment.js';
import { candidateRows } from '../pricing/pricing.repository.js';
import { isAvailableTo, type Person } from '../pricing/person.js';
import { cartLines, deleteCartItem, putCartItem } from './cart.repository.js';

/**
 * After the filter changed: every cart line moves to the row the server now prices for the person, and lines the
 * person can no longer buy are removed. Meant to run inside the transaction that changed the filter.
 */
export async function repriceCart(tx: LockedTx, enrollmentId: string, person: Person): Promise<{ repriced: number; removed: number }> {
  const lines = await cartLines(tx, enrollmentId);
  if (lines.length === 0) return { repriced: 0, removed: 0 };
  const rows = await candidateRows(
    tx,
    lines.map((l) => l.planId),
    person,
  );
  let repriced = 0;
  let removed = 0;
  for (const line of lines) {
    const row = isAvailableTo(line, person) ? selectPricingRow(rows.get(line.planId) ?? [], person.tier, person) : null;
    if (!row) {
      await deleteCartItem(tx, enrollmentId, line.planId);
      removed++;
    } else if (row.ppid !== line.ppid) {
      await putCartItem(tx, enrollmentId, line.planId, row.ppid);
      repriced++;
    }
  }
  return { repriced, removed };
}
