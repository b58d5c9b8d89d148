import { useQuery } from '@tanstack/react-query';
import { GroupEnrollmentInfoSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET group-enrollment-info: whether the plan page offers the group code popup for the enrollment. */
export const getGroupEnrollmentInfo = (enrollmentId: string, signal?: AbortSignal) =>
  api.get('group-enrollment-info', GroupEnrollmentInfoSchema, { enrollment_id: enrollmentId }, signal);

export function useGroupEnrollmentInfo(enrollmentId: string) {
  return useQuery({
    queryKey: [...queryKeys.enrollment, enrollmentId, 'group-enrollment-info'],
    queryFn: ({ signal }) => getGroupEnrollmentInfo(enrollmentId, signal),
  });
}
