import { useQuery } from '@tanstack/react-query';
import { PlanQuestionViewSchema, type PlanQuestionView } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-plan-question-view: a plan's questions to read, for any visitor (no enrollment). */
export function getPlanQuestionView(planId: number, signal?: AbortSignal): Promise<PlanQuestionView> {
  return api.get('get-plan-question-view', PlanQuestionViewSchema, { plan_id: planId }, signal);
}

export function usePlanQuestionView(planId: number | null) {
  return useQuery({
    queryKey: ['plan-question-view', planId] as const,
    queryFn: ({ signal }) => getPlanQuestionView(planId!, signal),
    enabled: planId !== null,
  });
}
