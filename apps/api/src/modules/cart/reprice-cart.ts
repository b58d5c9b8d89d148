import { pricePlan, type PricingContext } from '@benefit-store/domain';
import type { LockedTx } from '../enrollment/locked-enrollment.js';
import { pricingRowsOf } from '../pricing/pricing.repository.js';
import type { Person } from '../pricing/person.js';
import { cartLines, deleteCartItem, putCartItem } from './cart.repository.js';

/**
 * After the filter changed: every cart line moves to the row the server now prices for the person, and lines
 * pricing now refuses are removed. Meant to run inside the transaction that changed the filter.
 */
export async function repriceCart(
  tx: LockedTx,
  enrollmentId: string,
  person: Person,
  context: PricingContext,
): Promise<{ repriced: number; removed: number }> {
  const lines = await cartLines(tx, enrollmentId);
  if (lines.length === 0) return { repriced: 0, removed: 0 };
  const rows = await pricingRowsOf(
    tx,
    lines.map((l) => l.planId),
  );
  let repriced = 0;
  let removed = 0;
  for (const line of lines) {
    const priced = pricePlan({ id: line.planId, category: line.category, rules: line.rules }, rows.get(line.planId) ?? [], person, context);
    if (!priced.ok) {
      await deleteCartItem(tx, enrollmentId, line.planId);
      removed++;
    } else if (priced.row.ppid !== line.ppid) {
      await putCartItem(tx, enrollmentId, line.planId, priced.row.ppid);
      repriced++;
    }
  }
  return { repriced, removed };
}
