import { useQuery } from '@tanstack/react-query';
import { GroupMenuSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-group-menu: the categories a group's employees can shop. */
export const getGroupMenu = (groupId: number, fromSite: string | null, signal?: AbortSignal) =>
  api.get('get-group-menu', GroupMenuSchema, { group_id: groupId, from_site: fromSite }, signal);

export function useGroupMenu(groupId: number | null, fromSite: string | null) {
  return useQuery({
    queryKey: ['site', 'group-menu', groupId, fromSite],
    queryFn: ({ signal }) => getGroupMenu(groupId!, fromSite, signal),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
}
