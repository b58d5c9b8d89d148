import { useQuery } from '@tanstack/react-query';
import { ReviewSummarySchema, type DeleteDependentInIoAnswer, type ReviewSummary, type SaveReviewInfoBody, type SaveReviewInfoResult } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET get-review-summary: the cart with its totals and signature facts, each step's saved value (masked), the agreement texts, the review's draft. */
export async function getReviewSummary(enrollmentId: string, signal?: AbortSignal): Promise<ReviewSummary> {
  return ReviewSummarySchema.parse(await api.get<unknown>('get-review-summary', { enrollment_id: enrollmentId }, signal));
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
export const deleteDependentInIo = (enrollmentId: string) => api.post<DeleteDependentInIoAnswer>('delete-dependent-in-IO', { enrollment_id: enrollmentId });

/** POST save-review-info: completes the enrollment (the completion module); answers its policy_id. */
export const saveReviewInfo = (body: SaveReviewInfoBody) => api.post<SaveReviewInfoResult>('save-review-info', body);
