import { useQuery } from '@tanstack/react-query';
import { PlanQuestionsSchema, type PlanQuestions } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-questions: the plan's questions, the people a Yes can be about, and the saved answers. */
export function getPlanQuestions(planId: number, enrollmentId: string, signal?: AbortSignal): Promise<PlanQuestions> {
  return api.get('get-questions', PlanQuestionsSchema, { enrollment_id: enrollmentId, plan_id: planId, type: 'save' }, signal);
}

export const planQuestionsKey = (planId: number, enrollmentId: string) => [...queryKeys.enrollment, enrollmentId, 'plan-questions', planId] as const;

export function usePlanQuestions(planId: number, enrollmentId: string) {
  return useQuery({
    queryKey: planQuestionsKey(planId, enrollmentId),
    queryFn: ({ signal }) => getPlanQuestions(planId, enrollmentId, signal),
    meta: { usesEnrollment: true },
  });
}
