import { categoryLabel, type PlanDetail, API_MESSAGES } from '@benefit-store/domain';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { findPlanTexts } from './catalog.repository.js';
import { catalogSnapshot } from './catalog-cache.js';

/** GET get-plan-detail: a plan's name, carrier and texts. */
export async function getPlanDetail(ctx: RequestContext, planId: number): Promise<PlanDetail> {
  const snapshot = await catalogSnapshot(ctx.db);
  const plan = snapshot.byId.get(planId);
  const texts = plan ? await findPlanTexts(ctx.db, planId) : null;
  if (!plan || !texts) throw AppError.notFound(API_MESSAGES.planNotFound);
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
