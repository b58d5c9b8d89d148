import { useQuery } from '@tanstack/react-query';
import { GroupLandingInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-group-landing-page-info: a group's display details. */
export const getGroupLandingInfo = (groupId: number, signal?: AbortSignal) =>
  api.get('get-group-landing-page-info', GroupLandingInfoSchema, { group_id: groupId }, signal);

export const groupLandingKey = (groupId: number | null) => ['site', 'group-landing', groupId] as const;

export function useGroupLandingInfo(groupId: number | null) {
  return useQuery({
    queryKey: groupLandingKey(groupId),
    queryFn: ({ signal }) => getGroupLandingInfo(groupId!, signal),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
}
