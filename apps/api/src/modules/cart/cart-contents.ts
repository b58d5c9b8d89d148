import type { PlanRules, PlanTranslatedTexts, Translations } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import * as repo from './cart.repository.js';

// Public through the door: what is in an enrollment's cart, read-only. The wizard, checkout and recommendations read
// it (in their own transaction or not); only the cart's own services change it, under the enrollment's lock or in
// the one statement of decision 0094.

/** One plan in the cart as other modules see it: the plan, its pricing row and the monthly price it is in the cart at. */
export interface CartLine {
  planId: number;
  ppid: number;
  name: string;
  category: string;
  planType: string;
  shortText: string;
  /** Its texts in other languages (the cart shows the short text in the request's language). */
  translations: Translations<PlanTranslatedTexts>;
  logo: string;
  oneTimeFeeCents: number;
  adminFeeIncluded: boolean;
  requiresMembership: boolean;
  rules: PlanRules;
  tier: string;
  /** The monthly price: the household price stored with the line for a household-priced plan, else the row's. */
  priceCents: number;
}

/** The cart's lines in the order they were added. */
export function cartLines(db: Db, enrollmentId: string): Promise<CartLine[]> {
  return repo.cartLines(db, enrollmentId);
}

/** The ids of the plans in the cart. */
export function cartPlanIds(db: Db, enrollmentId: string): Promise<Set<number>> {
  return repo.cartPlanIds(db, enrollmentId);
}

/** How many plans the cart holds. */
export function cartCount(db: Db, enrollmentId: string): Promise<number> {
  return repo.cartCount(db, enrollmentId);
}
