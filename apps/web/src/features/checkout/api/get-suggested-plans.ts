import { SuggestedPlanListSchema, type SuggestedPlan } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import type { SiteContext } from '../../../lib/site-context';

/** GET get-suggested-plan-list: the member checkout's popups, read when the member proceeds to checkout. */
export function getSuggestedPlans(enrollmentId: string, site: SiteContext): Promise<SuggestedPlan[]> {
  return api.get('get-suggested-plan-list', SuggestedPlanListSchema, { enrollment_id: enrollmentId, ...site });
}
