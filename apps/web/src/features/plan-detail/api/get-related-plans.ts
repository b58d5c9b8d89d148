import { useQuery } from '@tanstack/react-query';
import { RelatedPlansSchema, type PlanCard } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-related-plans: the plan page's suggested products, priced for the enrollment. */
export function getRelatedPlans(params: { planId: number; enrollmentId: string }, signal?: AbortSignal): Promise<PlanCard[]> {
  return api.get('get-related-plans', RelatedPlansSchema, { plan_id: params.planId, enrollment_id: params.enrollmentId }, signal);
}

export function useRelatedPlans(planId: number | null, enrollmentId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.plans, 'related', planId, enrollmentId],
    queryFn: ({ signal }) => getRelatedPlans({ planId: planId!, enrollmentId: enrollmentId! }, signal),
    enabled: planId !== null && enrollmentId !== null,
  });
}
