import { useQuery } from '@tanstack/react-query';
import { ElevateInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-elevate-info: the partner portal when the visitor came through a partner site. */
export const getElevateInfo = (signal?: AbortSignal) => api.get('get-elevate-info', ElevateInfoSchema, {}, signal);

export const elevateInfoKey = (fromSite: string | null) => ['site', 'elevate', fromSite] as const;

export function useElevateInfo(fromSite: string | null) {
  return useQuery({ queryKey: elevateInfoKey(fromSite), queryFn: ({ signal }) => getElevateInfo(signal), staleTime: Infinity });
}
