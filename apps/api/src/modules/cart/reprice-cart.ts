import { pricePlan, type PricingContext } from '@benefit-store/domain';
import type { LockedTx } from '../enrollment-record/index.js';
import { householdOf, type Person, pricingRowsOf, withHousehold } from '../catalog/index.js';
import { cartLines } from './cart-contents.js';
import { deleteCartItem, putCartItem } from './cart.repository.js';

export interface RepriceOptions {
  /**
   * What to do with a household-priced line whose household facts are missing for the new tier (dependentError).
   * 'keep' (a filter change: the web stores the dependents right after the filter, and store-temp-dependent-info
   * re-prices the cart): the line stays as it was. 'remove' (checkout, and the dependents' own save): it is removed.
   */
  missingHousehold?: 'keep' | 'remove';
  /**
   * The request's clock (ctx.now), which the spouse's age is counted on. Without it the household is not read and
   * household-priced lines are left as they are (a caller that cannot change the household).
   */
  now?: Date;
}

/**
 * After the filter (or the household) changed: every cart line moves to the row and price the server now prices
 * for the person, and lines pricing now refuses are removed. Meant to run inside the transaction that changed the
 * filter. The household facts household-priced plans read are loaded here when the person does not carry them.
 */
export async function repriceCart(
  tx: LockedTx,
  enrollmentId: string,
  person: Person,
  context: PricingContext,
  options: RepriceOptions = {},
): Promise<{ repriced: number; removed: number }> {
  const lines = await cartLines(tx, enrollmentId);
  if (lines.length === 0) return { repriced: 0, removed: 0 };
  const hasHousehold = lines.some((l) => l.rules.householdRates !== undefined);
  const known = person.spouseAge !== undefined || person.children !== undefined;
  const who = hasHousehold && !known && options.now ? withHousehold(person, await householdOf(tx, enrollmentId, options.now)) : person;
  const householdUnknown = who.spouseAge === undefined && who.children === undefined;
  const rows = await pricingRowsOf(
    tx,
    lines.map((l) => l.planId),
  );
  let repriced = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.rules.householdRates !== undefined && householdUnknown) continue;
    const priced = pricePlan({ id: line.planId, category: line.category, rules: line.rules }, rows.get(line.planId) ?? [], who, context);
    if (!priced.ok) {
      if (priced.code === 'dependentError' && (options.missingHousehold ?? 'keep') === 'keep') continue;
      await deleteCartItem(tx, enrollmentId, line.planId);
      removed++;
    } else if (priced.row.ppid !== line.ppid || priced.row.priceCents !== line.priceCents) {
      await putCartItem(tx, enrollmentId, line.planId, priced.row.ppid, priced.household ? priced.row.priceCents : null);
      repriced++;
    }
  }
  return { repriced, removed };
}
