import { FeaturedPlansAnswerSchema, type RecommendedPlan } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import type { SiteContext } from '../../../lib/site-context';

/** GET get-featured-plans: the site's featured plans. */
export async function getFeaturedPlans(context: SiteContext, signal?: AbortSignal): Promise<RecommendedPlan[]> {
  return (await api.get('get-featured-plans', FeaturedPlansAnswerSchema, { ...context }, signal)).plans;
}
