import { useQuery } from '@tanstack/react-query';
import { QuestionnairePlansSchema, type QuestionnairePlans } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-questionnaire-plans: the plans that ask health questions (/PlanQuestionView without a plan lists them). */
export function getQuestionnairePlans(signal?: AbortSignal): Promise<QuestionnairePlans> {
  return api.get('get-questionnaire-plans', QuestionnairePlansSchema, {}, signal);
}

export function useQuestionnairePlans(enabled: boolean) {
  return useQuery({ queryKey: ['questionnaire-plans'] as const, queryFn: ({ signal }) => getQuestionnairePlans(signal), enabled });
}
