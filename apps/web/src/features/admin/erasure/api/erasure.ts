import { ErasableEnrollmentsSchema, EraseResultSchema, type ErasableEnrollments, type EraseFindQuery, type EraseResult } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET admin/erasure/enrollments: one person's unfinished enrollments, by e-mail or resume code. */
export function findErasable(query: EraseFindQuery): Promise<ErasableEnrollments> {
  return api.get('admin/erasure/enrollments', ErasableEnrollmentsSchema, { by: query.by, value: query.value });
}

/** POST admin/erasure/enrollments/:id/erase: erases its personal data; the reason goes to the audit log. */
export function eraseEnrollment(id: string, reason: string): Promise<EraseResult> {
  return api.post(`admin/erasure/enrollments/${encodeURIComponent(id)}/erase`, EraseResultSchema, { reason });
}
