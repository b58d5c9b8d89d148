import { queryOptions, useQuery } from '@tanstack/react-query';
import { EnrollmentStepSchema, type EnrollmentStep, type TabKey } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET get-enrollment-step: the tab list, saved tabs, field definitions, saved value and options of one step. */
export function getEnrollmentStep(enrollmentId: string, tab: TabKey, signal?: AbortSignal): Promise<EnrollmentStep> {
  return api.get('get-enrollment-step', EnrollmentStepSchema, { enrollment_id: enrollmentId, tab }, signal);
}

/** How long a step's answer counts as what the server holds now. */
const STEP_ANSWER_FRESH_MS = 1000;

export const enrollmentStepKey = (tempId: string | null, tab: TabKey) => [...queryKeys.enrollment, 'step', tempId, tab] as const;

/** One step's query, for the step that shows it and for the save before it that asks for it ahead (use-step-navigation). */
export const enrollmentStepQuery = (tempId: string | null, tab: TabKey) =>
  queryOptions({
    queryKey: enrollmentStepKey(tempId, tab),
    queryFn: ({ signal }) => getEnrollmentStep(tempId!, tab, signal),
    enabled: Boolean(tempId),
    // A step always opens on what the server holds now (another browser may have resumed and saved meanwhile): an
    // answer counts as now for a second, long enough for the one asked for by the save before it (use-step-navigation).
    staleTime: STEP_ANSWER_FRESH_MS,
    meta: { usesEnrollment: true },
  });

/** `askOnMount`: asked again on every mount, however fresh the cached answer (a step the server alone can decide on). */
export function useEnrollmentStep(tempId: string | null, tab: TabKey, askOnMount = false) {
  return useQuery({ ...enrollmentStepQuery(tempId, tab), refetchOnMount: askOnMount ? 'always' : true });
}
