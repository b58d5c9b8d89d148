import { selectPricingRow, type PricingRow } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { candidateRows } from '../pricing/pricing.repository.js';
import { isAvailableTo, type Person } from '../pricing/person.js';
import type { OfferedPlan } from './offered-plan.js';

/**
 * The pricing row the server would charge this person for each offered plan, as add-plan-to-cart will require it.
 * Plans the person cannot buy are left out, so nothing is offered that the cart would then refuse.
 */
export async function priceOffered<T extends OfferedPlan>(db: Db, offered: readonly T[], person: Person): Promise<Map<number, PricingRow>> {
  const buyable = offered.filter((p) => isAvailableTo(p, person));
  const rows = await candidateRows(
    db,
    [...new Set(buyable.map((p) => p.id))],
    person,
  );
  const out = new Map<number, PricingRow>();
  for (const plan of buyable) {
    const row = selectPricingRow(rows.get(plan.id) ?? [], person.tier, person);
    if (row) out.set(plan.id, row);
  }
  return out;
}
