import { useMutation, useQuery } from '@tanstack/react-query';
import { AdminEnrollmentDetailSchema, AdminEnrollmentPageSchema, RevealedFieldSchema, type AdminEnrollmentRow, type AdminPage } from '@benefit-store/domain';
import { api, apiUrl } from '../../../../lib/api-client';
import { toRequestQuery, type TableQuery } from '../../shell/data-table';

/** The console's completed enrollment calls (/api/v1/admin/enrollments…). */
export const ENROLLMENT_FILTER_KEYS = ['from', 'to', 'carrier', 'category', 'group'] as const;
export type EnrollmentFilterKey = (typeof ENROLLMENT_FILTER_KEYS)[number];

/** GET admin/enrollments: one page, newest first unless sorted otherwise, with the address's search and filters. */
export const getAdminEnrollments = (query: TableQuery<string, EnrollmentFilterKey>, signal: AbortSignal): Promise<AdminPage<AdminEnrollmentRow>> =>
  api.get('admin/enrollments', AdminEnrollmentPageSchema, toRequestQuery(query), signal);

/** GET admin/enrollments/:policy: one enrollment, its SSNs masked. */
export function useAdminEnrollment(policy: string) {
  return useQuery({
    queryKey: ['admin', 'enrollments', policy],
    queryFn: ({ signal }) => api.get(`admin/enrollments/${encodeURIComponent(policy)}`, AdminEnrollmentDetailSchema, undefined, signal),
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
export const receiptPdfUrl = (policy: string) => apiUrl(`admin/enrollments/${encodeURIComponent(policy)}/receipt.pdf`);
