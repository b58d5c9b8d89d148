import type { AgentInfoEnroll, GroupInfoEnroll, MemberInfo, UpdateFilterPortal, UpdateFilterPortalResult } from '@benefit-store/domain';
import { repriceCart } from '../cart/index.js';
import { catalogSnapshot, personOfEnrollment, planAnswersFor, pricingContextOf } from '../catalog/index.js';
import { checkPartyIds, type NewEnrollment, updateEnrollment, withLockedEnrollment } from '../enrollment-record/index.js';
import type { StaffPrincipal } from '../access/index.js';
import { findAgentById, findGroupById } from '../sites/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { findMemberName, sessionHoldsMemberEnrollment } from './homes.repository.js';

/** GET get-agent-info-enroll: the rep's display details (what their landing page shows anyway); unknown rep 404. */
export async function agentInfoEnroll(ctx: RequestContext, agentId: number): Promise<AgentInfoEnroll> {
  const agent = await findAgentById(ctx.db, agentId);
  if (!agent) throw AppError.notFound();
  return { agent_id: agent.id, display_name: agent.displayName, display_email: agent.displayEmail, display_phone: agent.displayPhone };
}

/** GET get-group-info-enroll: the group's display name, rep and portal (public, like the group's landing info); unknown 404. */
export async function groupInfoEnroll(ctx: RequestContext, groupId: number): Promise<GroupInfoEnroll> {
  const group = await findGroupById(ctx.db, groupId);
  if (!group) throw AppError.notFound();
  return { group_id: group.id, gname: group.name, display_name: group.displayName, agent_id: group.agentId, platform_group_id: group.portalId };
}

/** Whether the signed-in rep or group administrator may act for this group (the rep's own group, the admin's group). */
const staffOwnsGroup = (staff: StaffPrincipal | null, group: { id: number; agentId: number }) =>
  staff !== null && (staff.role === 'agent' ? staff.agentId === group.agentId : staff.groupId === group.id);

/**
 * GET get-member-info: the member's first and last name, for the member home's welcome. A name is personal: it is
 * answered only to a browser whose session holds an enrollment made for that member (their store link), or to the
 * signed-in rep or group administrator whose member it is. Anyone else, and an unknown member, gets the same 404.
 */
export async function memberInfo(ctx: RequestContext, staff: StaffPrincipal | null, userId: number): Promise<MemberInfo> {
  const member = await findMemberName(ctx.db, userId);
  const holds = member !== null && ctx.session !== null && (await sessionHoldsMemberEnrollment(ctx.db, ctx.session.id, member.id));
  const staffOwns =
    member !== null && staff !== null && (staff.role === 'agent' ? member.agentId === staff.agentId : member.groupId !== null && member.groupId === staff.groupId);
  if (!member || !(holds || staffOwns)) throw AppError.notFound();
  return { user_id: member.id, member_info: { first_name: member.firstName, last_name: member.lastName } };
}

/**
 * POST update-filter-portal: the caller's own enrollment (held by this browser's session, locked like every write)
 * moves to the chosen portal, and into a group when one is named. Naming a group takes a signed-in rep or group
 * administrator whose group it is (a group decides billing and the employer step; an applicant joins one only with
 * its enrollment code); the group's rep then goes on the enrollment too. The ids must fit together and the site
 * (checkPartyIds); the cart is re-priced for the new portal in the same transaction.
 */
export async function updateFilterPortal(ctx: RequestContext, staff: StaffPrincipal | null, body: UpdateFilterPortal): Promise<UpdateFilterPortalResult> {
  const group = body.group_id !== undefined ? await findGroupById(ctx.db, body.group_id) : null;
  if (body.group_id !== undefined && (!group || !staffOwnsGroup(staff, group))) throw AppError.notFound();
  const snapshot = await catalogSnapshot(ctx.db);
  return withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment) => {
    const ids = group ? { group_id: group.id, agent_id: group.agentId, platform_group_id: body.platform_group_id } : { platform_group_id: body.platform_group_id };
    await checkPartyIds(tx, ctx.site, ids, enrollment);
    const columns: Partial<NewEnrollment> = group
      ? { groupId: group.id, agentId: group.agentId, platformGroupId: body.platform_group_id, portalId: body.platform_group_id }
      : { platformGroupId: body.platform_group_id, portalId: body.platform_group_id };
    await updateEnrollment(tx, enrollment.id, columns);
    const updated = { ...enrollment, ...columns };
    const person = personOfEnrollment(updated, ctx.now);
    await repriceCart(tx, enrollment.id, person, pricingContextOf(snapshot, person, await planAnswersFor(tx, enrollment.id)));
    return { temp_enrollment_id: enrollment.id, group_id: updated.groupId, agent_id: updated.agentId, platform_group_id: body.platform_group_id };
  });
}
