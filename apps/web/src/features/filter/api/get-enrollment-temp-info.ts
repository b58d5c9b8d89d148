import { useQuery } from '@tanstack/react-query';
import type { FilterInfoAnswer } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface TempInfoColumns {
  filter_info: FilterInfoAnswer;
  type: string;
  eprocess: string;
  effective_date: string | null;
}
type Column = keyof TempInfoColumns;

/** GET get-enrollment-temp-info: one column of the temporary enrollment. */
export async function getEnrollmentTempInfo<C extends Column>(enrollmentId: string, column: C, signal?: AbortSignal) {
  const data = await api.get<{ result: TempInfoColumns[C] | null }>('get-enrollment-temp-info', { enrollment_id: enrollmentId, column }, signal);
  return data.result;
}

export function useEnrollmentTempInfo<C extends Column>(tempId: string | null, column: C) {
  return useQuery({
    queryKey: [...queryKeys.enrollment, tempId, column],
    queryFn: ({ signal }) => getEnrollmentTempInfo(tempId!, column, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
