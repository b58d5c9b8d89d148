import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilterForm } from '@benefit-store/domain';
import { queryKeys } from '../../../lib/query-keys';

/** The landing submit (see submit-filter.ts), loaded on demand with the form's validation. */
export function useSubmitFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: FilterForm) => (await import('./submit-filter')).submitFilter(values),
    onSuccess: () => {
      // Not awaited: the next page fetches what it needs; the header refreshes beside it.
      for (const queryKey of [queryKeys.menu, queryKeys.plans, queryKeys.cart, queryKeys.enrollment]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
