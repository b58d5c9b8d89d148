import {
  PLAN_CATEGORIES,
  type AdminCategoryCount,
  type AdminPage,
  type AdminPlanDetail,
  type AdminPlanListQuery,
  type AdminPlanRow,
  type PlanCategory,
} from '@benefit-store/domain';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { selectCategoryCounts, selectPlanBySlug, selectPlanPage, selectPlanRates } from './catalog-admin.repository.js';

/** The console's plans table: one page, filtered, searched and sorted on the server. */
export async function listAdminPlans(ctx: RequestContext, query: AdminPlanListQuery): Promise<AdminPage<AdminPlanRow>> {
  return selectPlanPage(ctx.db, query);
}

/** Every category of the domain in menu order, with its plan count (0 for one without plans), for the console's tabs. */
export async function listAdminCategories(ctx: RequestContext): Promise<AdminCategoryCount[]> {
  const counts = await selectCategoryCounts(ctx.db);
  return PLAN_CATEGORIES.map((category) => ({ category, plan_count: counts.get(category) ?? 0 }));
}

/** One plan as stored: texts, rules, fees, facts and every rating cell; 404 when no plan has the slug. */
export async function getAdminPlan(ctx: RequestContext, slug: string): Promise<AdminPlanDetail> {
  const plan = await selectPlanBySlug(ctx.db, slug);
  if (!plan) throw AppError.notFound();
  const rates = await selectPlanRates(ctx.db, plan.id);
  const d = plan.details ?? {};
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    category: plan.category as PlanCategory,
    plan_type: plan.planType,
    carrier: { key: plan.carrierKey, name: plan.carrierName },
    featured: plan.featured,
    sort_order: plan.sortOrder,
    texts: {
      short_text: plan.shortText,
      body_text: plan.bodyText,
      network: plan.network,
      callout_text: plan.calloutText,
      callout_color: plan.calloutColor,
      blue_bar_text: d.blueBarText ?? null,
      association_text: d.associationText ?? null,
      exclusions: d.exclusions ?? null,
      example: d.example ?? null,
      faq: d.faq ?? null,
    },
    rules: plan.rules ?? {},
    fees: { one_time_fee_cents: plan.oneTimeFeeCents, admin_fee_included: plan.adminFeeIncluded, requires_membership: plan.requiresMembership },
    facts: plan.facts ?? null,
    rates: rates.map((r) => ({
      id: r.id,
      tier: r.tier,
      age_min: r.ageMin,
      age_max: r.ageMax,
      gender: r.gender,
      tobacco: r.tobacco,
      state: r.state,
      price_cents: r.priceCents,
    })),
  };
}
