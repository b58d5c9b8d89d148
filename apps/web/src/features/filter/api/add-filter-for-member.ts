import { MemberFilterResultSchema, OPEN_TYPE, type MemberFilterResult, type OpenType, type Tier } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { openMemberStore } from '../../../lib/client-transitions';

/** POST add-filter-for-member: an existing member's enrollment from their store link's token and a tier. */
export function addFilterForMember(body: { user_id: string; tier: Tier; open_type?: OpenType }): Promise<MemberFilterResult> {
  return api.post('add-filter-for-member', MemberFilterResultSchema, body);
}

/**
 * The member filter (000 section 4): the existing member's enrollment with the chosen tier, made from their store
 * link's token and opened in this browser, the link kept. Used by the member store link and the plan page's start.
 */
export async function startMemberFilter(memberLink: string, tier: Tier): Promise<void> {
  const result = await addFilterForMember({ user_id: memberLink, tier, open_type: OPEN_TYPE.user });
  openMemberStore({ tempId: result.temp_enrollment_id, portal_id: result.portal_id, tier }, memberLink);
}
