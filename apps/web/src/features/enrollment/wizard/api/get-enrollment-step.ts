import { useQuery } from '@tanstack/react-query';
import { EnrollmentStepSchema, type EnrollmentStep, type TabKey } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET get-enrollment-step: the tab list, saved tabs, field definitions, saved value and options of one step. */
export function getEnrollmentStep(enrollmentId: string, tab: TabKey, signal?: AbortSignal): Promise<EnrollmentStep> {
  return api.get('get-enrollment-step', EnrollmentStepSchema, { enrollment_id: enrollmentId, tab }, signal);
}

export const enrollmentStepKey = (tempId: string | null, tab: TabKey) => [...queryKeys.enrollment, 'step', tempId, tab] as const;

export function useEnrollmentStep(tempId: string | null, tab: TabKey) {
  return useQuery({
    queryKey: enrollmentStepKey(tempId, tab),
    queryFn: ({ signal }) => getEnrollmentStep(tempId!, tab, signal),
    enabled: Boolean(tempId),
    // A step always opens on what the server holds now (another browser may have resumed and saved meanwhile).
    staleTime: 0,
    meta: { usesEnrollment: true },
  });
}
