import { cartTotals, PREMIER_PLAN_TYPE, type CartTotals } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { catalogFee, FEE_KEYS, type CatalogFee } from '../catalog/index.js';
import type { CartLine } from './cart-contents.js';

/** A cart's totals and the membership fee they include (null when no plan needs the membership). */
export interface CartLinesTotals {
  totals: CartTotals;
  membershipFee: CatalogFee | null;
}

/**
 * The totals of stored cart lines, with the membership fee read only when a plan needs it: what get-plan-cart shows
 * and what completion buys, from one place.
 */
export async function cartLinesTotals(db: Db, lines: readonly CartLine[]): Promise<CartLinesTotals> {
  const membershipFee = lines.some((l) => l.requiresMembership) ? await catalogFee(db, FEE_KEYS.membership) : null;
  const totals = cartTotals(
    lines.map((l) => ({ priceCents: l.priceCents, oneTimeFeeCents: l.oneTimeFeeCents, requiresMembership: l.requiresMembership, isPremier: l.planType === PREMIER_PLAN_TYPE })),
    membershipFee?.amountCents ?? null,
  );
  return { totals, membershipFee };
}
