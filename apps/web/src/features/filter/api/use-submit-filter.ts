import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LandingFilter } from '@benefit-store/domain';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The landing submit (see submit-filter.ts), loaded on demand with the form's validation. A plain async callback,
 * not a useMutation: the Form already holds the submit state and shows failures, and the landing page would load
 * React Query's mutation code (1 KB gzipped) for nothing else.
 */
export function useSubmitFilter(): (values: LandingFilter) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (values: LandingFilter) => {
      await (await import('./submit-filter')).submitFilter(values);
      // Not awaited: the next page fetches what it needs; the header refreshes beside it.
      for (const queryKey of [queryKeys.menu, queryKeys.plans, queryKeys.cart, queryKeys.enrollment]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}
