import type { MemberFilterResult, OpenType, Tier } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST add-filter-for-member: an existing member's enrollment from their store link's token and a tier. */
export function addFilterForMember(body: { user_id: string; tier: Tier; open_type?: OpenType }): Promise<MemberFilterResult> {
  return api.post<MemberFilterResult>('add-filter-for-member', body);
}
