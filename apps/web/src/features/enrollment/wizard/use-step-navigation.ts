import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TabKey } from '@benefit-store/domain';
import { getClientState } from '../../../lib/client-state';
import { clearNavTo } from '../../../lib/client-transitions';
import { queryKeys } from '../../../lib/query-keys';
import { nextTab, previousTab, stepPath } from './wizard-path';

export const CART_PATH = '/cart';

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
      // Every step's saved_tabs and values changed: the next step must not open on a cached bootstrap.
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.enrollment, 'step'] });
      if (getClientState().navto) {
        clearNavTo();
        await navigate(stepPath('review_info'));
        return;
      }
      const next = nextTab(tab, required);
      if (next) await navigate(stepPath(next));
    },
  };
}
