import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TabKey } from '@benefit-store/domain';
import { getClientState } from '../../../lib/client-state';
import { clearNavTo } from '../../../lib/client-transitions';
import { queryKeys } from '../../../lib/query-keys';
import { enrollmentStepQuery } from './api/get-enrollment-step';
import { preloadStep } from './step-registry';
import { nextTab, previousTab, stepPath } from './wizard-path';

export const CART_PATH = '/cart';

const STEP_QUERIES = [...queryKeys.enrollment, 'step'];

/**
 * Moving along the wizard: Back to the previous required tab (from the first one, to the cart); after a save, to the
 * next required tab, or back to the review when the navto marker is set (the marker is then cleared).
 */
export function useStepNavigation(tab: TabKey, required: readonly TabKey[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    goBack() {
      const previous = previousTab(tab, required);
      void navigate(previous ? stepPath(previous) : CART_PATH);
    },
    async afterSave() {
      const toReview = Boolean(getClientState().navto);
      const target = toReview ? 'review_info' : nextTab(tab, required);
      if (!target) {
        // Nowhere to go: this step shows what the server holds now.
        await queryClient.invalidateQueries({ queryKey: STEP_QUERIES });
        return;
      }
      // Every step's saved_tabs and values changed, so no step may open on a cached answer: the others are dropped,
      // and this one (leaving) is marked old without being asked again. The next step's answer and code are asked for
      // now, beside the navigation rather than after it; the step then finds its answer in flight.
      queryClient.removeQueries({ queryKey: STEP_QUERIES, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: STEP_QUERIES, refetchType: 'none' });
      void preloadStep(target);
      const tempId = getClientState().tempId;
      if (tempId) void queryClient.prefetchQuery(enrollmentStepQuery(tempId, target));
      if (toReview) clearNavTo();
      await navigate(stepPath(target));
    },
  };
}
