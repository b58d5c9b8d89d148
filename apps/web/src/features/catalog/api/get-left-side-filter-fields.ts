import { useQuery } from '@tanstack/react-query';
import { LeftSideFilterSchema, type LeftSideFilter } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-left-side-filter-fields: the side filter's categories (result.categories) for this enrollment. */
export function getLeftSideFilterFields(enrollmentId: string, signal?: AbortSignal): Promise<LeftSideFilter> {
  return api.get('get-left-side-filter-fields', LeftSideFilterSchema, { enrollment_id: enrollmentId }, signal);
}

export function useLeftSideFilterFields(enrollmentId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.plans, 'side-filter', enrollmentId],
    queryFn: ({ signal }) => getLeftSideFilterFields(enrollmentId!, signal),
    enabled: Boolean(enrollmentId),
    meta: { usesEnrollment: true },
  });
}
