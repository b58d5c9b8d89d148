import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CarrierQuestionsSchema, type CarrierQuestions } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { carrierQuestionsKey } from './get-aflac-questions';

/** POST save-aflac-questions: enrollment_id, plan_id, aflac_data [{qid, true_condition}]. */
export function saveCarrierQuestions(body: { enrollment_id: string; plan_id: number; aflac_data: { qid: number; true_condition: 0 | 1 | undefined }[] }): Promise<CarrierQuestions> {
  return api.post('save-aflac-questions', CarrierQuestionsSchema, body);
}

/** Saves, and puts the answer (saved: Add to Cart may show) in the carrier questions' cache. */
export function useSaveCarrierQuestions(planId: number, enrollmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (aflac_data: { qid: number; true_condition: 0 | 1 | undefined }[]) => saveCarrierQuestions({ enrollment_id: enrollmentId, plan_id: planId, aflac_data }),
    onSuccess: (data) => client.setQueryData(carrierQuestionsKey(planId, enrollmentId), data),
  });
}
