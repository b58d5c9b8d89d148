import { selectPricingRow } from '@benefit-store/domain';
import { isAvailableTo, type Person } from '../pricing/person.js';
import type { CatalogPlan } from './catalog.repository.js';
import { candidateRowsOf, type CatalogSnapshot } from './catalog-cache.js';

/** Whether the person can buy the plan: its rules allow them and it has a price for their cell and tier. */
export function isBuyableBy(snapshot: CatalogSnapshot, plan: CatalogPlan, person: Person): boolean {
  return isAvailableTo(plan, person) && selectPricingRow(candidateRowsOf(snapshot, plan.id, person), person.tier, person) !== null;
}
