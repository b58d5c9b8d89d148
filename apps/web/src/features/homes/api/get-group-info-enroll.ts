import { useQuery } from '@tanstack/react-query';
import { GroupInfoEnrollSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-group-info-enroll: the group's name, rep and portal for the group home. */
export const getGroupInfoEnroll = (groupId: number, signal?: AbortSignal) => api.get('get-group-info-enroll', GroupInfoEnrollSchema, { group_id: groupId }, signal);

export function useGroupInfoEnroll(groupId: number) {
  return useQuery({ queryKey: ['group-info-enroll', groupId], queryFn: ({ signal }) => getGroupInfoEnroll(groupId, signal) });
}
