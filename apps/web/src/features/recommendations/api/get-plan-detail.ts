import { useQuery } from '@tanstack/react-query';
import { PlanDetailSchema, type PlanDetail } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-plan-detail/{planId}: the plan's name and description (body text). */
export function getPlanDetail(planId: number, signal?: AbortSignal): Promise<PlanDetail> {
  return api.get(`get-plan-detail/${planId}`, PlanDetailSchema, undefined, signal);
}

export function usePlanDetail(planId: number | null) {
  return useQuery({
    queryKey: ['plan-detail', planId],
    queryFn: ({ signal }) => getPlanDetail(planId!, signal),
    enabled: planId !== null,
    staleTime: 5 * 60_000,
  });
}
