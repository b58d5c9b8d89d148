import { useQuery } from '@tanstack/react-query';
import { GroupAboutInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-group-about-page-info: a group's About text and address. */
export const getGroupAboutInfo = (groupId: number, signal?: AbortSignal) =>
  api.get('get-group-about-page-info', GroupAboutInfoSchema, { group_id: groupId }, signal);

export function useGroupAboutInfo(groupId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'group-about', groupId],
    queryFn: ({ signal }) => getGroupAboutInfo(groupId!, signal),
    enabled: enabled && groupId !== null,
    staleTime: 5 * 60_000,
  });
}
