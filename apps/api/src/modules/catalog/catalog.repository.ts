import { asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carriers, plans } from '../../db/schema/index.js';
import type { PlanFacts, PlanRules, PlanTexts, PlanTranslatedTexts, Translations } from '@benefit-store/domain';

export interface CatalogPlan {
  id: number;
  slug: string;
  category: string;
  name: string;
  planType: string;
  shortText: string;
  network: string | null;
  calloutText: string | null;
  calloutColor: string | null;
  oneTimeFeeCents: number;
  adminFeeIncluded: boolean;
  /** Adding it puts the association membership in the cart (its card is shown first: spec 000 section 4). */
  requiresMembership: boolean;
  rules: PlanRules;
  facts: PlanFacts | null;
  carrierName: string;
  carrierLogo: string;
  featured: boolean;
  sortOrder: number;
  retiredAt: Date | null;
  /** Its texts in other languages: answers show them through `localized` (domain), in the request's language. */
  translations: Translations<PlanTranslatedTexts>;
}

const planColumns = {
  id: plans.id,
  slug: plans.slug,
  category: plans.category,
  name: plans.name,
  planType: plans.planType,
  shortText: plans.shortText,
  network: plans.network,
  calloutText: plans.calloutText,
  calloutColor: plans.calloutColor,
  oneTimeFeeCents: plans.oneTimeFeeCents,
  adminFeeIncluded: plans.adminFeeIncluded,
  requiresMembership: plans.requiresMembership,
  rules: plans.rules,
  facts: plans.facts,
  carrierName: carriers.name,
  carrierLogo: carriers.logo,
  featured: plans.featured,
  sortOrder: plans.sortOrder,
  /** Set on a plan the catalog files removed while carts or policies still use it: no longer offered to new shoppers. */
  retiredAt: plans.retiredAt,
  translations: plans.translations,
};

/** Plans of the given categories (all when none), in display order, retired ones included (the cache sets them apart). */
export async function listPlans(db: Db, categories?: readonly string[]): Promise<CatalogPlan[]> {
  const query = db.select(planColumns).from(plans).innerJoin(carriers, eq(carriers.id, plans.carrierId));
  const filtered = categories && categories.length > 0 ? query.where(inArray(plans.category, [...categories])) : query;
  return filtered.orderBy(asc(plans.sortOrder), asc(plans.name), asc(plans.id));
}

export async function findPlan(db: Db, planId: number): Promise<CatalogPlan | null> {
  const rows = await db.select(planColumns).from(plans).innerJoin(carriers, eq(carriers.id, plans.carrierId)).where(eq(plans.id, planId)).limit(1);
  return rows[0] ?? null;
}

export async function planCountsByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ category: plans.category, n: count() }).from(plans).where(isNull(plans.retiredAt)).groupBy(plans.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

/** The plan's texts for its description (get-plan-detail). */
export async function findPlanTexts(db: Db, planId: number): Promise<{ shortText: string; bodyText: string; details: PlanTexts; translations: Translations<PlanTranslatedTexts> } | null> {
  const rows = await db
    .select({ shortText: plans.shortText, bodyText: plans.bodyText, details: plans.details, translations: plans.translations })
    .from(plans)
    .where(eq(plans.id, planId))
    .limit(1);
  return rows[0] ?? null;
}
