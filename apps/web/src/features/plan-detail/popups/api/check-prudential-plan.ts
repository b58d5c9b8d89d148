import { useQuery } from '@tanstack/react-query';
import { HouseholdPlanCheckSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET check-prudential-plan: whether the plan is priced on the household for the enrollment's tier, what the tier
 * asks (spouse's date of birth, number of children) and what is stored.
 */
export const checkPrudentialPlan = (enrollmentId: string, planId: number, signal?: AbortSignal) =>
  api.get('check-prudential-plan', HouseholdPlanCheckSchema, { enrollment_id: enrollmentId, plan_id: planId }, signal);

/** Under the plans key: a filter or household change reloads it with the prices. */
export function useHouseholdPlanCheck(enrollmentId: string, planId: number) {
  return useQuery({
    queryKey: [...queryKeys.plans, 'household-check', planId, enrollmentId],
    queryFn: ({ signal }) => checkPrudentialPlan(enrollmentId, planId, signal),
    meta: { usesEnrollment: true },
  });
}
