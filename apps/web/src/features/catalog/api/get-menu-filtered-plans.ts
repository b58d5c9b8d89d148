import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilteredPlansSchema, type FilteredPlans } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SiteContext } from '../../../lib/site-context';

interface Params {
  category: string;
  context: SiteContext;
  planNetwork?: string | undefined;
}

/** GET get-menu-filtered-plans: one category's plans before the visitor has a filter ("from" prices, no add). */
export function getMenuFilteredPlans({ category, context, planNetwork }: Params, signal?: AbortSignal): Promise<FilteredPlans> {
  return api.get('get-menu-filtered-plans', FilteredPlansSchema, { category, plan_network: planNetwork, ...context }, signal);
}

export function useMenuFilteredPlans(params: Omit<Params, 'category'> & { category: string | null }) {
  const { category, context, planNetwork } = params;
  return useQuery({
    // A change of category or network keeps the current grid on screen until the new one arrives: no blank flash.
    placeholderData: keepPreviousData,
    queryKey: [...queryKeys.plans, 'menu', category, context, planNetwork ?? null],
    queryFn: ({ signal }) => getMenuFilteredPlans({ category: category!, context, planNetwork }, signal),
    enabled: Boolean(category),
  });
}
