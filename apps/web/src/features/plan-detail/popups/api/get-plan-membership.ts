import { useQuery } from '@tanstack/react-query';
import { PlanMembershipSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-plan-membership: whether the plan needs the association membership, and that membership. */
export const getPlanMembership = (planId: number, signal?: AbortSignal) => api.get('get-plan-membership', PlanMembershipSchema, { plan_id: planId }, signal);

export function usePlanMembership(planId: number) {
  return useQuery({ queryKey: ['plan-membership', planId], queryFn: ({ signal }) => getPlanMembership(planId, signal), staleTime: 5 * 60_000 });
}
