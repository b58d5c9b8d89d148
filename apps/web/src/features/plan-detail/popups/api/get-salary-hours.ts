import { useQuery } from '@tanstack/react-query';
import { tempInfoAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface StoredSalaryHours {
  annual_incode: number | null;
  working_hours: number | null;
}

const column = async (enrollmentId: string, name: keyof StoredSalaryHours, signal?: AbortSignal) =>
  (await api.get('get-enrollment-temp-info', tempInfoAnswerSchema(name), { enrollment_id: enrollmentId, column: name }, signal)).result;

/** GET get-enrollment-temp-info (columns annual_incode and working_hours): what the popup starts from. */
export async function getSalaryHours(enrollmentId: string, signal?: AbortSignal): Promise<StoredSalaryHours> {
  const [annual_incode, working_hours] = await Promise.all([column(enrollmentId, 'annual_incode', signal), column(enrollmentId, 'working_hours', signal)]);
  return { annual_incode, working_hours };
}

export function useSalaryHours(enrollmentId: string) {
  return useQuery({
    queryKey: [...queryKeys.enrollment, enrollmentId, 'salary-hours'],
    queryFn: ({ signal }) => getSalaryHours(enrollmentId, signal),
    meta: { usesEnrollment: true },
  });
}
