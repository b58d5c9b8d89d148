import { LISTING_HIDDEN_CODES, pricePlan, type PricingResult } from '@benefit-store/domain';
import type { Person } from './person.js';
import { pricingContextOf, type PlanAnswerOutcomes } from './pricing-context.js';
import type { CatalogPlan } from './catalog.repository.js';
import type { CatalogSnapshot } from './catalog-cache.js';

/** pricePlan over the cached catalog: the plan's rules and rows, the person, the portal and replacement facts. */
export function pricePlanFor(snapshot: CatalogSnapshot, plan: CatalogPlan, person: Person | null, answers?: PlanAnswerOutcomes): PricingResult {
  return pricePlan(plan, snapshot.rowsByPlan.get(plan.id) ?? [], person, pricingContextOf(snapshot, { portalId: person?.portalId ?? null }, answers));
}

/**
 * Whether the plan is offered to the person (listings, side filter counts, featured plans, recommendations): priced,
 * or waiting only for an answer the plan page asks (salary, hours, tobacco, questions). The same rule as the listing.
 */
export function isBuyableBy(snapshot: CatalogSnapshot, plan: CatalogPlan, person: Person): boolean {
  const priced = pricePlanFor(snapshot, plan, person);
  return priced.ok || !LISTING_HIDDEN_CODES.includes(priced.code);
}
