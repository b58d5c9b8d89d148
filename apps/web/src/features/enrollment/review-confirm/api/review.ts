import { useQuery } from '@tanstack/react-query';
import { DeleteDependentInIoAnswerSchema, ReviewSummarySchema, SaveReviewInfoResultSchema, type ReviewSummary, type SaveReviewInfoBody } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET get-review-summary: the cart with its totals and signature facts, each step's saved value (masked), the agreement texts, the review's draft. */
export async function getReviewSummary(enrollmentId: string, signal?: AbortSignal): Promise<ReviewSummary> {
  return api.get('get-review-summary', ReviewSummarySchema, { enrollment_id: enrollmentId }, signal);
}

/** Under the enrollment's queries: a step saved anywhere (the wizard invalidates them) shows fresh on the review. */
export const reviewSummaryKey = (tempId: string | null) => [...queryKeys.enrollment, 'review-summary', tempId] as const;

export function useReviewSummary(tempId: string | null) {
  return useQuery({
    queryKey: reviewSummaryKey(tempId),
    queryFn: ({ signal }) => getReviewSummary(tempId!, signal),
    enabled: Boolean(tempId),
    staleTime: 0,
    meta: { usesEnrollment: true },
  });
}

/** POST delete-dependent-in-IO: removes saved dependents when the tier covers none. */
export const deleteDependentInIo = (enrollmentId: string) => api.post('delete-dependent-in-IO', DeleteDependentInIoAnswerSchema, { enrollment_id: enrollmentId });

/** POST save-review-info: completes the enrollment (the completion module); answers its policy_id. */
export const saveReviewInfo = (body: SaveReviewInfoBody) => api.post('save-review-info', SaveReviewInfoResultSchema, body);
