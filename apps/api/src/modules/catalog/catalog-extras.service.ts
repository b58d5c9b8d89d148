import {
  categoryLabel,
  MESSAGES,
  NETWORK_CATEGORY,
  PLAN_CATEGORIES,
  RECOMMENDATION_LIMIT,
  selectPricingRow,
  type LeftSideFilter,
  type PlanDetail,
  type RecommendedPlan,
} from '@benefit-store/domain';
import { requireHeldEnrollment } from '../enrollment/held-enrollment.js';
import { isAvailableTo, personOf, type Person } from '../pricing/person.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { findPlanTexts, type CatalogPlan } from './catalog.repository.js';
import { candidateRowsOf, catalogSnapshot, type CatalogSnapshot } from './catalog-cache.js';

export function toRecommendedPlan(plan: CatalogPlan): RecommendedPlan {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.carrierLogo,
    carrier_name: plan.carrierName,
    plan_short_text: plan.shortText,
    plan_category: plan.category,
    category_label: categoryLabel(plan.category),
  };
}

/** Whether the person can buy the plan: its rules allow them and it has a price for their cell and tier. */
export function isBuyableBy(snapshot: CatalogSnapshot, plan: CatalogPlan, person: Person): boolean {
  return isAvailableTo(plan, person) && selectPricingRow(candidateRowsOf(snapshot, plan.id, person), person.tier, person) !== null;
}

/**
 * The side category filter: the categories in which this enrollment's person can buy at least one plan, in menu
 * order, with how many.
 */
export async function getLeftSideFilterFields(ctx: RequestContext, enrollmentId: string): Promise<LeftSideFilter> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const person = personOf(enrollment.filterInfo, ctx.now);
  const snapshot = await catalogSnapshot(ctx.db);
  const counts = new Map<string, number>();
  for (const plan of snapshot.plans) {
    if (isBuyableBy(snapshot, plan, person)) counts.set(plan.category, (counts.get(plan.category) ?? 0) + 1);
  }
  const categories = PLAN_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
    category,
    label: categoryLabel(category),
    plan_count: counts.get(category)!,
  }));
  return { result: { categories } };
}

/** The medical networks the catalog offers, alphabetically: the network dropdown's options. */
export async function getPlanNetworks(ctx: RequestContext): Promise<string[]> {
  const snapshot = await catalogSnapshot(ctx.db);
  const networks = new Set<string>();
  for (const plan of snapshot.plans) if (plan.category === NETWORK_CATEGORY && plan.network) networks.add(plan.network);
  return [...networks].sort((a, b) => a.localeCompare(b));
}

export async function getPlanDetail(ctx: RequestContext, planId: number): Promise<PlanDetail> {
  const snapshot = await catalogSnapshot(ctx.db);
  const plan = snapshot.byId.get(planId);
  const texts = plan ? await findPlanTexts(ctx.db, planId) : null;
  if (!plan || !texts) throw AppError.notFound(MESSAGES.planNotFound);
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_category: plan.category,
    category_label: categoryLabel(plan.category),
    plan_logo: plan.carrierLogo,
    carrier_name: plan.carrierName,
    plan_desc: { header_text: texts.shortText, body_text: texts.bodyText },
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
  return { plans: (await featuredPlans(ctx, null)).map(toRecommendedPlan) };
}
