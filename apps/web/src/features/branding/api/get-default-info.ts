import { nullable } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { DefaultInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { useClientState } from '../../../lib/client-state';

/** GET get-default-info: the site record serving this visitor (contact details, footer links, the site flag). */
export const getDefaultInfo = (signal?: AbortSignal) => api.get('get-default-info', nullable(DefaultInfoSchema), {}, signal);

export const defaultInfoKey = (fromSite: string | null, groupId: number | null) => ['site', 'default-info', fromSite, groupId] as const;

export function useDefaultInfo() {
  const fromSite = useClientState((s) => s.fromSite);
  const groupId = useClientState((s) => s.group_id);
  return useQuery({ queryKey: defaultInfoKey(fromSite, groupId), queryFn: ({ signal }) => getDefaultInfo(signal), staleTime: 5 * 60_000 });
}
