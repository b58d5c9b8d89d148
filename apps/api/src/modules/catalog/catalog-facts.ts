import type { PricingRow } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import * as fees from './catalog-fees.repository.js';
import * as catalog from './catalog.repository.js';
import * as notices from './plan-notices.repository.js';
import * as pricing from './pricing.repository.js';

// Public through the door: the catalog facts other modules price and show a cart with, read in the caller's
// transaction (the cart prices under the enrollment's lock, so it reads what that lock saw). Read-only: the catalog
// is changed by its own loaders alone.

/** Keys of the catalog_fees rows the cart reads. */
export const FEE_KEYS = { membership: 'association_membership', adminFee: 'administrative_fee' } as const;

/** A fee of the catalog: a fixed amount or a share of the premium, in basis points. */
export interface CatalogFee {
  label: string;
  amountCents: number | null;
  percentBp: number | null;
}

/** A plan's blackout period: no start date inside it, with the message the cart shows. */
export interface PlanBlackout {
  startsOn: string;
  endsOn: string;
  message: string;
}

export function catalogFee(db: Db, key: string): Promise<CatalogFee | null> {
  return fees.catalogFee(db, key);
}

/** One plan with its carrier, read now (not from the catalog snapshot). */
export function findPlan(db: Db, planId: number): Promise<catalog.CatalogPlan | null> {
  return catalog.findPlan(db, planId);
}

/** The blackout periods of these plans. */
export function blackoutsOf(db: Db, planIds: readonly number[]): Promise<PlanBlackout[]> {
  return notices.blackoutsOf(db, planIds);
}

/** The cart messages of these plans. */
export function cartMessagesOf(db: Db, planIds: readonly number[]): Promise<string[]> {
  return notices.cartMessagesOf(db, planIds);
}

/** Every pricing row of these plans, grouped by plan; which row applies is the domain's pricePlan's decision. */
export function pricingRowsOf(db: Db, planIds: readonly number[]): Promise<Map<number, PricingRow[]>> {
  return pricing.pricingRowsOf(db, planIds);
}
