import { useQueryClient } from '@tanstack/react-query';
import { AdminEnrollmentDetailSchema, type AdminEnrollmentDetail } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { useEnrollmentsArea } from '../enrollments-area';
import { enrollmentQueryKey } from './admin-enrollments';

/**
 * POST admin/enrollments/:policy/changes (a rep: staff/enrollments/:policy/changes, their own members only): one coverage change (cancel, terminate, a correction) with its reason. The
 * answer is the enrollment as it is now, which replaces the page's copy.
 */
export function useSaveCoverageChange(policy: string) {
  const queryClient = useQueryClient();
  const area = useEnrollmentsArea();
  return async (body: Record<string, unknown>): Promise<AdminEnrollmentDetail> => {
    const detail = await api.post(`${area}/enrollments/${encodeURIComponent(policy)}/changes`, AdminEnrollmentDetailSchema, body);
    queryClient.setQueryData(enrollmentQueryKey(area, policy), detail);
    return detail;
  };
}
