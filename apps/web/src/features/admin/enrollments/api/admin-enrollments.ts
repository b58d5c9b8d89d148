import { useMutation, useQuery } from '@tanstack/react-query';
import { AdminEnrollmentDetailSchema, AdminEnrollmentPageSchema, RevealedFieldSchema, type AdminEnrollmentRow, type AdminPage } from '@benefit-store/domain';
import { api, apiUrl } from '../../../../lib/api-client';
import { toRequestQuery, type TableQuery } from '../../shell/data-table';
import type { EnrollmentsArea } from '../enrollments-area';

/** The completed enrollment calls: the console's (/api/v1/admin/enrollments…) and the staff's (/api/v1/staff/enrollments…). */
export const ENROLLMENT_FILTER_KEYS = ['from', 'to', 'carrier', 'category', 'group', 'payment'] as const;
export type EnrollmentFilterKey = (typeof ENROLLMENT_FILTER_KEYS)[number];

/** GET admin/enrollments: one page, newest first unless sorted otherwise, with the address's search and filters. */
export const getAdminEnrollments = (query: TableQuery<string, EnrollmentFilterKey>, signal: AbortSignal): Promise<AdminPage<AdminEnrollmentRow>> =>
  api.get('admin/enrollments', AdminEnrollmentPageSchema, toRequestQuery(query), signal);

/** GET staff/enrollments: the signed-in rep's members' (or group administrator's group's) completed enrollments. */
export const getStaffEnrollments = (query: TableQuery<string, EnrollmentFilterKey>, signal: AbortSignal): Promise<AdminPage<AdminEnrollmentRow>> =>
  api.get('staff/enrollments', AdminEnrollmentPageSchema, toRequestQuery(query), signal);

/** The query key of one enrollment in an area (the change dialogs replace it with the saved answer). */
export const enrollmentQueryKey = (area: EnrollmentsArea, policy: string) => [area, 'enrollments', policy] as const;

/** GET admin/enrollments/:policy (or staff/…: 404 outside the rep's or group's scope): one enrollment, its SSNs masked. */
export function useAdminEnrollment(policy: string, area: EnrollmentsArea = 'admin') {
  return useQuery({
    queryKey: enrollmentQueryKey(area, policy),
    queryFn: ({ signal }) => api.get(`${area}/enrollments/${encodeURIComponent(policy)}`, AdminEnrollmentDetailSchema, undefined, signal),
    staleTime: 0,
  });
}

/** POST admin/enrollments/:policy/reveal: one field in the clear; the server logs the reason. */
export function useRevealField(policy: string) {
  return useMutation({
    mutationFn: (body: { field: string; reason: string }) => api.post(`admin/enrollments/${encodeURIComponent(policy)}/reveal`, RevealedFieldSchema, body),
  });
}

/** The receipt PDF, as the person received it. */
export const receiptPdfUrl = (policy: string, area: EnrollmentsArea = 'admin') => apiUrl(`${area}/enrollments/${encodeURIComponent(policy)}/receipt.pdf`);
