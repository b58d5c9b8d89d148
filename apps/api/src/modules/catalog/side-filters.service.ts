import { categoryLabel, NETWORK_CATEGORY, PLAN_CATEGORIES, type LeftSideFilter } from '@benefit-store/domain';
import { requireHeldEnrollment } from '../enrollment-record/index.js';
import { personOfEnrollment } from './person.js';
import type { RequestContext } from '../shared/request-context.js';
import { isBuyableBy } from './buyable-plans.js';
import { catalogSnapshot } from './catalog-cache.js';

/** The filters beside the plans listing: the category counts and the network dropdown. */

/**
 * The side category filter: the categories in which this enrollment's person can buy at least one plan, in menu
 * order, with how many.
 */
export async function getLeftSideFilterFields(ctx: RequestContext, enrollmentId: string): Promise<LeftSideFilter> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const person = personOfEnrollment(enrollment, ctx.now);
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
