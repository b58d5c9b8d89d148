import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilteredPlansSchema, type FilteredPlans } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface Params {
  enrollmentId: string;
  categories?: string | undefined;
  planNetwork?: string | undefined;
}

/** GET get-filtered-plans: plans priced for the enrollment's filter, grouped by category. */
export function getFilteredPlans({ enrollmentId, categories, planNetwork }: Params, signal?: AbortSignal): Promise<FilteredPlans> {
  return api.get(
    'get-filtered-plans', FilteredPlansSchema,
    { enrollment_id: enrollmentId, categories, plan_network: planNetwork },
    signal,
  );
}

export function useFilteredPlans(params: Omit<Params, 'enrollmentId'> & { enrollmentId: string | null }) {
  const { enrollmentId, categories, planNetwork } = params;
  return useQuery({
    // A change of category or network keeps the current grid on screen until the new one arrives: no blank flash.
    placeholderData: keepPreviousData,
    queryKey: [...queryKeys.plans, 'filtered', enrollmentId, categories ?? null, planNetwork ?? null],
    queryFn: ({ signal }) => getFilteredPlans({ enrollmentId: enrollmentId!, categories, planNetwork }, signal),
    enabled: Boolean(enrollmentId),
    meta: { usesEnrollment: true },
  });
}
