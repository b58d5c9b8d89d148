import { ENROLLMENT_TYPE, EPROCESS, SOURCE_LOCALE, OPEN_TYPE, type Eprocess, type FilterInfo, type MemberFilter, type MemberFilterResult, type OpenType, type Tier } from '@benefit-store/domain';
import { markStaffHold } from '../access/index.js';
import { insertHeldEnrollment, newEnrollmentId } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext, SessionRef } from '../shared/request-context.js';
import { memberIdOfLink } from './member-store-link.js';
import { existingGroupId, findMember, type MemberRow } from './member.repository.js';

/**
 * POST add-filter-for-member: an existing member's store, opened from their signed link. The filter is made from
 * the member's record (date of birth, zip, gender) with the chosen tier; the answer is only the new enrollment id
 * and the portal, never the member's details. A bad, tampered or expired token, or an unknown member, is 404.
 * The enrollment is made under the member store's group (MEMBER_STORE_GROUP_ID) when it exists, with the member's
 * own rep and portal.
 */
export async function addFilterForMember(
  ctx: RequestContext & { session: SessionRef },
  input: MemberFilter,
  linkKeys: readonly Buffer[],
  memberStoreGroup: number | null = null,
): Promise<MemberFilterResult> {
  const userId = memberIdOfLink(linkKeys, input.user_id, ctx.now);
  const member = userId === null ? null : await findMember(ctx.db, userId);
  if (!member) throw AppError.notFound();
  return openMemberEnrollment(ctx, member, {
    tier: input.tier,
    eprocess: EPROCESS.applicant,
    openType: input.open_type ?? OPEN_TYPE.user,
    agentId: member.agentId,
    groupId: (memberStoreGroup === null ? null : await existingGroupId(ctx.db, memberStoreGroup)) ?? member.groupId,
    portalId: member.portalId,
  });
}

/**
 * A new enrollment of an existing member, held by this browser: type existing-user, the filter made from the
 * member's record (date of birth, zip, gender) with the chosen tier. Shared by the member's store link
 * (add-filter-for-member) and a rep's or group administrator's current-member table (add-filter-for-existing-user),
 * whose enrollment the browser holds only while that staff session is signed in (`staffSessionId`).
 */
export async function openMemberEnrollment(
  ctx: RequestContext & { session: SessionRef },
  member: MemberRow,
  options: {
    tier: Tier;
    eprocess: Eprocess;
    openType: OpenType;
    agentId: number | null;
    groupId: number | null;
    portalId: number | null;
    /** Opened from a member table: the browser holds it only while this staff session is signed in there. */
    staffSessionId?: string;
  },
): Promise<MemberFilterResult> {
  const filterInfo: FilterInfo = {
    dob: member.dob,
    zip: member.zip,
    state: member.state,
    tier: options.tier,
    gender: member.gender === 1 ? 1 : 0,
    is_smoker: null,
    category: null,
    user_id: member.id,
  };
  const id = newEnrollmentId();
  await ctx.db.transaction(async (tx) => {
    await insertHeldEnrollment(tx, ctx.session.id, {
      id,
      locale: ctx.locale ?? SOURCE_LOCALE,
      type: ENROLLMENT_TYPE.existingUser,
      eprocess: options.eprocess,
      openType: options.openType,
      userId: member.id,
      agentId: options.agentId,
      groupId: options.groupId,
      portalId: options.portalId,
      platformGroupId: options.portalId,
      filterInfo,
    });
    if (options.staffSessionId !== undefined) await markStaffHold(tx, ctx.session.id, id, options.staffSessionId);
  });
  return { temp_enrollment_id: id, portal_id: options.portalId };
}
