import { useQuery } from '@tanstack/react-query';
import { tempInfoAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET get-enrollment-temp-info (column filter_info): the stored tobacco answer, null until given. */
export async function getTobacco(enrollmentId: string, signal?: AbortSignal): Promise<0 | 1 | null> {
  const data = await api.get('get-enrollment-temp-info', tempInfoAnswerSchema('filter_info'), { enrollment_id: enrollmentId, column: 'filter_info' }, signal);
  return data.result.is_smoker;
}

export function useTobacco(enrollmentId: string) {
  return useQuery({
    queryKey: [...queryKeys.enrollment, enrollmentId, 'filter_info', 'tobacco'],
    queryFn: ({ signal }) => getTobacco(enrollmentId, signal),
    meta: { usesEnrollment: true },
  });
}
