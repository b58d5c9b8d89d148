import { RecommendedPlanListSchema, type RecommendedPlan } from '@benefit-store/domain';
import { benefitApi } from './benefit-service';

/** GET recommendation/plan-details: the cards of the given plans, in the order asked. */
export function getRecommendedPlanDetails(planIds: readonly number[], signal?: AbortSignal): Promise<RecommendedPlan[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return benefitApi.get('recommendation/plan-details', RecommendedPlanListSchema, { plan_list: planIds.join(',') }, signal);
}
