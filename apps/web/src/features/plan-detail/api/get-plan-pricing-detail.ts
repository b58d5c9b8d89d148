import { useQuery } from '@tanstack/react-query';
import { PlanPricingDetailSchema, type PlanPricingDetail } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-plan-pricing-detail: the plan priced for the enrollment, or the errorCode and message of the rule that refuses it. */
export function getPlanPricingDetail(params: { pid: number; enrollmentId: string }, signal?: AbortSignal): Promise<PlanPricingDetail> {
  return api.get('get-plan-pricing-detail', PlanPricingDetailSchema, { pid: params.pid, enrollment_id: params.enrollmentId }, signal);
}

/** No usesEnrollment meta: its 404 means the plan does not exist, not that the enrollment is gone (that is enrollmentIdError). Under the plans key: the Edit popup's save invalidates it, so a fixed filter reprices at once. */
export function usePlanPricingDetail(pid: number | null, enrollmentId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.plans, 'pricing-detail', pid, enrollmentId],
    queryFn: ({ signal }) => getPlanPricingDetail({ pid: pid!, enrollmentId: enrollmentId! }, signal),
    enabled: pid !== null && enrollmentId !== null,
  });
}
