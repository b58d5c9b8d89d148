import { useQuery } from '@tanstack/react-query';
import { CarrierQuestionsSchema, type CarrierQuestions } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-aflac-questions: the plan's supplemental carrier questions, the saved answers, and whether Add to Cart may show. */
export function getCarrierQuestions(planId: number, enrollmentId: string, signal?: AbortSignal): Promise<CarrierQuestions> {
  return api.get('get-aflac-questions', CarrierQuestionsSchema, { plan_id: planId, enrollment_id: enrollmentId }, signal);
}

export const carrierQuestionsKey = (planId: number, enrollmentId: string) => [...queryKeys.enrollment, enrollmentId, 'carrier-questions', planId] as const;

export function useCarrierQuestions(planId: number, enrollmentId: string) {
  return useQuery({
    queryKey: carrierQuestionsKey(planId, enrollmentId),
    queryFn: ({ signal }) => getCarrierQuestions(planId, enrollmentId, signal),
    meta: { usesEnrollment: true },
  });
}
