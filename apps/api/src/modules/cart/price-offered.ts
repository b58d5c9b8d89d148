import { pricePlan, type PricingContext, type PricingRow } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { type Person, pricingRowsOf } from '../catalog/index.js';
import type { OfferedPlan } from './offered-plan.js';

/**
 * The pricing row the server would charge this person for each offered plan, as add-plan-to-cart will require it.
 * Plans pricing refuses are left out, so nothing is offered that the cart would then refuse.
 */
export async function priceOffered<T extends OfferedPlan>(
  db: Db,
  offered: readonly T[],
  person: Person,
  context: PricingContext,
): Promise<Map<number, PricingRow>> {
  const rows = await pricingRowsOf(
    db,
    offered.map((p) => p.id),
  );
  const out = new Map<number, PricingRow>();
  for (const plan of offered) {
    const priced = pricePlan(plan, rows.get(plan.id) ?? [], person, context);
    if (priced.ok) out.set(plan.id, priced.row);
  }
  return out;
}
