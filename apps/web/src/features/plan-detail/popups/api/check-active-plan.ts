import { useQuery } from '@tanstack/react-query';
import { ActivePlanSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET check-active-plan: whether the plan is already active on the member's policy. */
export const checkActivePlan = (enrollmentId: string, planId: number, signal?: AbortSignal) =>
  api.get('check-active-plan', ActivePlanSchema, { enrollment_id: enrollmentId, plan_id: planId }, signal);

export function useActivePlan(enrollmentId: string, planId: number) {
  return useQuery({ queryKey: [...queryKeys.enrollment, enrollmentId, 'active-plan', planId], queryFn: ({ signal }) => checkActivePlan(enrollmentId, planId, signal) });
}
