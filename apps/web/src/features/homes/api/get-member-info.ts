import { useQuery } from '@tanstack/react-query';
import { MemberInfoSchema, tempInfoAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-member-info: the member's name (404 unless this browser holds the member's enrollment). */
export const getMemberInfo = (userId: number, signal?: AbortSignal) => api.get('get-member-info', MemberInfoSchema, { user_id: userId }, signal);

/**
 * The member home's member: the stored enrollment's filter (get-enrollment-temp-info, the same cache entry the filter
 * bar reads) gives the member's user id and tier, then get-member-info the name. `member` is null when the stored
 * enrollment is no member's (or this browser does not hold it).
 */
export function useEnrollmentMember(tempId: string | null) {
  const filter = useQuery({
    queryKey: [...queryKeys.enrollment, tempId, 'filter_info'],
    queryFn: async ({ signal }) =>
      (await api.get('get-enrollment-temp-info', tempInfoAnswerSchema('filter_info'), { enrollment_id: tempId!, column: 'filter_info' }, signal)).result,
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
  const userId = filter.data?.user_id ?? null;
  const member = useQuery({
    queryKey: ['member-info', userId],
    queryFn: ({ signal }) => getMemberInfo(userId!, signal),
    enabled: userId !== null,
  });
  return { filter, member };
}
