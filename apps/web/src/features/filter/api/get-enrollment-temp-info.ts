import { useQuery } from '@tanstack/react-query';
import { tempInfoAnswerSchema, type TempInfoRowColumn } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-enrollment-temp-info: one column of the temporary enrollment. */
export async function getEnrollmentTempInfo<C extends TempInfoRowColumn>(enrollmentId: string, column: C, signal?: AbortSignal) {
  const data = await api.get('get-enrollment-temp-info', tempInfoAnswerSchema(column), { enrollment_id: enrollmentId, column }, signal);
  return data.result;
}

export const enrollmentTempInfoKey = (tempId: string | null, column: TempInfoRowColumn) => [...queryKeys.enrollment, tempId, column] as const;

export function useEnrollmentTempInfo<C extends TempInfoRowColumn>(tempId: string | null, column: C) {
  return useQuery({
    queryKey: enrollmentTempInfoKey(tempId, column),
    queryFn: ({ signal }) => getEnrollmentTempInfo(tempId!, column, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
