import { useQuery } from '@tanstack/react-query';
import { PlanNetworksSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import type { SiteContext } from '../../../lib/site-context';

/** GET get-plan-network: the medical networks (a list of names). */
export function getPlanNetwork(context: SiteContext, signal?: AbortSignal): Promise<string[]> {
  return api.get('get-plan-network', PlanNetworksSchema, { ...context }, signal);
}

export function usePlanNetworks(context: SiteContext, enabled: boolean) {
  return useQuery({
    queryKey: ['plan-networks', context],
    queryFn: ({ signal }) => getPlanNetwork(context, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
