import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChangeFilterAnswerSchema, type SalaryHours, type TobaccoAnswer } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** PUT change-filter-info/{tempId} with the popup's answers only (salary and hours, or tobacco usage). */
export function saveFilterAnswers(tempId: string, body: SalaryHours | TobaccoAnswer): Promise<unknown> {
  return api.put(`change-filter-info/${encodeURIComponent(tempId)}`, ChangeFilterAnswerSchema, body);
}

/** A popup's save: the answers go on the enrollment, then every price (plan page, listing, cart) reloads at once. */
export function useSaveFilterAnswers(tempId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalaryHours | TobaccoAnswer) => saveFilterAnswers(tempId, body),
    onSuccess: () => {
      for (const queryKey of [queryKeys.plans, queryKeys.enrollment, queryKeys.cart]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
