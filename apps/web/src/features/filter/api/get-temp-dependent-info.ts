import { useQuery } from '@tanstack/react-query';
import { DependentInfoSchema, type DependentInfo } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-temp-dependent-info: the stored spouse date of birth and number of children. */
export function getTempDependentInfo(enrollmentId: string, signal?: AbortSignal): Promise<DependentInfo> {
  return api.get('get-temp-dependent-info', DependentInfoSchema, { enrollment_id: enrollmentId }, signal);
}

export function useTempDependentInfo(tempId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.enrollment, tempId, 'dependents'],
    queryFn: ({ signal }) => getTempDependentInfo(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
