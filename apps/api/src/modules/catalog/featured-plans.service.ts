import { categoryLabel, centsToDecimal, localized, lowestMemberOnlyCents, PLAN_CATEGORIES, RECOMMENDATION_LIMIT, type RecommendedPlan } from '@benefit-store/domain';
import type { Person } from './person.js';
import type { RequestContext } from '../shared/request-context.js';
import { isBuyableBy } from './buyable-plans.js';
import type { CatalogPlan } from './catalog.repository.js';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-cache.js';

export function toRecommendedPlan(plan: CatalogPlan, snapshot: CatalogSnapshot): RecommendedPlan {
  const fromCents = lowestMemberOnlyCents(snapshot.rowsByPlan.get(plan.id) ?? []);
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.carrierLogo,
    carrier_name: plan.carrierName,
    plan_short_text: localized({ shortText: plan.shortText }, plan.translations).texts.shortText,
    plan_category: plan.category,
    category_label: categoryLabel(plan.category),
    plan_price: fromCents === null ? null : centsToDecimal(fromCents),
  };
}

/**
 * The site's featured plans: the first featured plan of each category in menu order, then the second of each, and
 * so on, so a short list spans categories; for a known person, only plans they can buy. Sites do not yet curate
 * their own list, so every site shows the catalog's featured plans.
 */
export async function featuredPlans(ctx: RequestContext, person: Person | null, limit = RECOMMENDATION_LIMIT): Promise<CatalogPlan[]> {
  const snapshot = await catalogSnapshot(ctx.db);
  const byCategory = PLAN_CATEGORIES.map((c) =>
    snapshot.plans.filter((p) => p.category === c && p.featured && (!person || isBuyableBy(snapshot, p, person))),
  );
  const out: CatalogPlan[] = [];
  for (let round = 0; out.length < limit && byCategory.some((list) => list.length > round); round++) {
    for (const list of byCategory) if (list[round] && out.length < limit) out.push(list[round]!);
  }
  return out;
}

export async function getFeaturedPlans(ctx: RequestContext): Promise<{ plans: RecommendedPlan[] }> {
  const snapshot = await catalogSnapshot(ctx.db);
  return { plans: (await featuredPlans(ctx, null)).map((plan) => toRecommendedPlan(plan, snapshot)) };
}
