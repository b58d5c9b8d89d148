import { SuggestedPlanListSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-suggested-plan-list-new: the suggestions after a plan was added (that plan is never suggested back). */
export const getSuggestedPlansAfterAdd = (enrollmentId: string, planId: number) =>
  api.get('get-suggested-plan-list-new', SuggestedPlanListSchema, { enrollment_id: enrollmentId, plan_id: planId });
