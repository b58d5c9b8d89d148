import { type ActivePlan, capturesGroupCode, POPUP_MESSAGES, centsToDecimal, ENROLLMENT_TYPE, EPROCESS, MESSAGES, OPEN_TYPE, type EnrollmentGroup, type GroupEnrollmentInfo, type AgentGroup, type Platform, type PlanMembership, type SetEnrollmentGroupCode } from '@benefit-store/domain';
import { catalogFee, catalogSnapshot, FEE_KEYS, personOfEnrollment, pricingContextOf } from '../catalog/index.js';
import { isPlanActiveFor, repriceCart } from '../cart/index.js';
import { checkPartyIds, findHeldEnrollment, type NewEnrollment, requireHeldEnrollment, updateEnrollment, withLockedEnrollment } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { findGroupByCode } from '../sites/index.js';
import { groupsOfAgent, planRequiresMembership, platformsOf } from './plan-popups.repository.js';

/**
 * GET group-enrollment-info: whether this browser holds the enrollment (has_enrollment) and whether the plan page
 * offers the group code popup for it (capture_groupcode, domain capturesGroupCode). An enrollment that is not
 * this browser's answers as none, so ids cannot be probed.
 */
export async function groupEnrollmentInfo(ctx: RequestContext, enrollmentId: string): Promise<GroupEnrollmentInfo> {
  const enrollment = ctx.session ? await findHeldEnrollment(ctx.db, ctx.session.id, enrollmentId) : null;
  return { has_enrollment: enrollment !== null, capture_groupcode: capturesGroupCode(enrollment) };
}

/**
 * POST set-enrollment-group-code (group enrollment code, step 3): the employee's enrollment joins the group the code
 * names: its group, the group's rep and portal, and the group process. An unknown code is 'Invalid Group Enrollment
 * Code' under group_code; a group this site may not enrol (another rep's or group's site) is refused by
 * checkPartyIds. The cart is re-priced for the new portal in the same transaction (a plan the portal does not offer
 * leaves it).
 */
export async function setEnrollmentGroupCode(ctx: RequestContext, body: SetEnrollmentGroupCode): Promise<EnrollmentGroup> {
  // Catalog facts and the group before the lock: inside it only the transaction may touch the database.
  const [snapshot, group] = await Promise.all([catalogSnapshot(ctx.db), findGroupByCode(ctx.db, body.group_code)]);
  if (!group) throw AppError.wrongGuess('group_code', MESSAGES.invalidGroupCode);
  return withLockedEnrollment(ctx, body.enrollment_id, async (tx, enrollment) => {
    const ids = { group_id: group.id, agent_id: group.agentId, platform_group_id: group.portalId };
    await checkPartyIds(tx, ctx.site, ids, null);
    const columns: Partial<NewEnrollment> = {
      groupId: group.id,
      agentId: group.agentId,
      platformGroupId: group.portalId,
      portalId: group.portalId,
      eprocess: EPROCESS.group,
      openType: OPEN_TYPE.group,
      type: ENROLLMENT_TYPE.newGroupMember,
    };
    await updateEnrollment(tx, enrollment.id, columns);
    const person = personOfEnrollment({ ...enrollment, ...columns }, ctx.now);
    await repriceCart(tx, enrollment.id, person, pricingContextOf(snapshot, person), { now: ctx.now });
    return { group_id: group.id, name: group.name, platform_group_id: group.portalId, agent_id: group.agentId };
  });
}

/** GET get-plan-membership: whether the plan needs the association membership, and the membership (catalog fee). */
export async function planMembership(ctx: RequestContext, planId: number): Promise<PlanMembership> {
  const [requires, fee] = await Promise.all([planRequiresMembership(ctx.db, planId), catalogFee(ctx.db, FEE_KEYS.membership)]);
  if (requires === null) throw AppError.notFound(MESSAGES.notFound);
  return {
    requires_membership: requires,
    membership: requires && fee?.amountCents ? { name: fee.label, monthly_fee: centsToDecimal(fee.amountCents) } : null,
  };
}

/** GET get-enrollment-platforms: the portals the rep sells through (every portal without a rep), for the portal picker. */
export async function enrollmentPlatforms(ctx: RequestContext, agentId: number | null): Promise<Platform[]> {
  const rows = await platformsOf(ctx.db, agentId);
  return rows.map((p) => ({ platform_group_id: p.id, platform_name: p.name, platform_code: p.code }));
}

/** GET get-agent-groups: the rep's groups, for the rep's group picker. */
export async function agentGroups(ctx: RequestContext, agentId: number): Promise<AgentGroup[]> {
  const rows = await groupsOfAgent(ctx.db, agentId);
  return rows.map((g) => ({ gid: g.id, gname: g.name, platform_group_id: g.portalId }));
}

/** GET check-active-plan: whether the plan is already active on the enrollment's member's policy (the plan page's OK popup). */
export async function checkActivePlan(ctx: RequestContext, enrollmentId: string, planId: number): Promise<ActivePlan> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const active = await isPlanActiveFor(ctx.db, enrollment, planId);
  return { active, message: active ? POPUP_MESSAGES.alreadyActive : null };
}
