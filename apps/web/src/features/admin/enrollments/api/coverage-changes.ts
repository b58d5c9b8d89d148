import { useQueryClient } from '@tanstack/react-query';
import { AdminEnrollmentDetailSchema, type AdminEnrollmentDetail } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/**
 * POST admin/enrollments/:policy/changes: one coverage change (cancel, terminate, a correction) with its reason. The
 * answer is the enrollment as it is now, which replaces the page's copy.
 */
export function useSaveCoverageChange(policy: string) {
  const queryClient = useQueryClient();
  return async (body: Record<string, unknown>): Promise<AdminEnrollmentDetail> => {
    const detail = await api.post(`admin/enrollments/${encodeURIComponent(policy)}/changes`, AdminEnrollmentDetailSchema, body);
    queryClient.setQueryData(['admin', 'enrollments', policy], detail);
    return detail;
  };
}
