import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveQuestionAnswersResultSchema, type PlanAnswerParsed, type SaveQuestionAnswersResult } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { planQuestionsKey } from './get-questions';

/** POST save-question-answers: accepted, or declined with the decline errorCode and its message. */
export function saveQuestionAnswers(body: { enrollment_id: string; plan_id: number; answers: PlanAnswerParsed[] }): Promise<SaveQuestionAnswersResult> {
  return api.post('save-question-answers', SaveQuestionAnswersResultSchema, body);
}

/** Saves, then reloads the plan's pricing (under the plans key) and the saved answers. */
export function useSaveQuestionAnswers(planId: number, enrollmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: PlanAnswerParsed[]) => saveQuestionAnswers({ enrollment_id: enrollmentId, plan_id: planId, answers }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.plans }), client.invalidateQueries({ queryKey: planQuestionsKey(planId, enrollmentId) })]);
    },
  });
}
