import {
  EPROCESS,
  MEMBER_TABLE_PAGE_SIZE,
  MESSAGES,
  OPEN_TYPE,
  maskSsn,
  type AgentMembersQuery,
  type ExistingUserFilter,
  type ExistingUserFilterResult,
  type GroupAgentMemberInfoQuery,
  type GroupUsersQuery,
  type MemberTablePage,
  type MemberTableRow,
} from '@benefit-store/domain';
import type { StaffPrincipal } from '../access/index.js';
import { findHeldEnrollment } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext, SessionRef } from '../shared/request-context.js';
import { readMemberRecord } from './member-records.repository.js';
import { openMemberEnrollment } from './member.service.js';
import { findScopedMember, listMemberTablePage, memberHoldsPolicy, planNamesOf, type MemberScope } from './member-tables.repository.js';

/**
 * The current-member tables (spec 000 sections 2, 6, 7): a rep lists only their own members, a group administrator
 * only the group's. Every refusal (signed out, another role, another rep's or group's id) is the same 404 with no
 * data, so a caller learns nothing about whose ids exist. SSNs leave the server masked to their last four digits.
 */

/** The SSN on file (member_records, section 'ssn', encrypted) masked to `***-**-1234`, or null when none reads. */
async function maskedSsnOf(ctx: RequestContext, memberId: number): Promise<string | null> {
  const ssn = await readMemberRecord(ctx.db, ctx.cipher, memberId, 'ssn');
  if (typeof ssn !== 'string' || ssn.replace(/\D/g, '').length < 4) return null;
  return maskSsn(ssn);
}

async function memberTablePage(ctx: RequestContext, scope: MemberScope, search: string | undefined, pageAsked: number | undefined): Promise<MemberTablePage> {
  const page = pageAsked ?? 1;
  const { rows, total } = await listMemberTablePage(ctx.db, scope, search, page, MEMBER_TABLE_PAGE_SIZE);
  const planNames = await planNamesOf(
    ctx.db,
    rows.flatMap((r) => (r.completedEnrollmentId === null ? [] : [r.completedEnrollmentId])),
  );
  const members: MemberTableRow[] = [];
  // One after another: a PGlite connection runs one query at a time anyway.
  for (const row of rows) {
    const m = row.member;
    const status = row.completedAt !== null && row.completedAt.getTime() > ctx.now.getTime() ? 'pending' : 'active';
    members.push({
      user_id: m.id,
      name: `${m.firstName} ${m.lastName}`,
      dob: m.dob,
      policy_id: row.policyId,
      email: m.email,
      ssn: await maskedSsnOf(ctx, m.id),
      group_info: m.groupId !== null && row.groupName !== null ? { group_id: m.groupId, group_name: row.groupName } : null,
      plan_info: (row.completedEnrollmentId === null ? [] : (planNames.get(row.completedEnrollmentId) ?? [])).map((plan_name) => ({
        plan_name,
        plan_status: status,
      })),
    });
  }
  return { members, total, page, page_size: MEMBER_TABLE_PAGE_SIZE };
}

/** GET get-agent-members: the signed-in rep's own members; agent_id must be theirs. */
export async function listAgentMembers(ctx: RequestContext, principal: StaffPrincipal, query: AgentMembersQuery): Promise<MemberTablePage> {
  if (principal.role !== 'agent' || query.agent_id !== principal.agentId) throw AppError.notFound();
  return memberTablePage(ctx, { agentId: principal.agentId }, query.search, query.page);
}

/** GET get-group-users: the signed-in group administrator's group's members; group_id must be theirs. */
export async function listGroupUsers(ctx: RequestContext, principal: StaffPrincipal, query: GroupUsersQuery): Promise<MemberTablePage> {
  if (principal.role !== 'group_admin' || query.group_id !== principal.groupId) throw AppError.notFound();
  return memberTablePage(ctx, { groupId: principal.groupId }, query.search, query.page);
}

/**
 * GET get-group-agent-member-info: the group administrator's group's members, named by group_id or by an enrollment
 * of this browser in that group (enrollment_id). Anything else is 404.
 */
export async function groupAgentMemberInfo(ctx: RequestContext, principal: StaffPrincipal, query: GroupAgentMemberInfoQuery): Promise<MemberTablePage> {
  if (principal.role !== 'group_admin') throw AppError.notFound();
  if (query.group_id !== undefined && query.group_id !== principal.groupId) throw AppError.notFound();
  if (query.enrollment_id !== undefined) {
    const enrollment = ctx.session ? await findHeldEnrollment(ctx.db, ctx.session.id, query.enrollment_id) : null;
    if (!enrollment || enrollment.groupId !== principal.groupId) throw AppError.notFound();
  }
  return memberTablePage(ctx, { groupId: principal.groupId }, query.search, query.page);
}

/** Who enrols from a table: a rep (eprocess rep, open type agent) or a group administrator (group, group). */
const PROCESS_OF = {
  agent: { eprocess: EPROCESS.rep, openType: OPEN_TYPE.agent },
  group_admin: { eprocess: EPROCESS.group, openType: OPEN_TYPE.group },
} as const;

/**
 * POST add-filter-for-existing-user: a new enrollment, held by this browser, for a member of the signed-in rep or
 * group administrator, priced from the member's record with the chosen tier. agent_id, group_id and policy_id, when
 * sent, must be the principal's, the member's group and one of the member's policies: otherwise 404, as for a member
 * who is not the caller's. eprocess and open_type, when sent, must be the caller's own.
 */
export async function addFilterForExistingUser(
  ctx: RequestContext & { session: SessionRef },
  principal: StaffPrincipal,
  input: ExistingUserFilter,
): Promise<ExistingUserFilterResult> {
  const scope: MemberScope = principal.role === 'agent' ? { agentId: principal.agentId } : { groupId: principal.groupId };
  const member = await findScopedMember(ctx.db, scope, input.user_id);
  if (!member) throw AppError.notFound();
  if (input.agent_id !== undefined && input.agent_id !== principal.agentId) throw AppError.notFound();
  if (input.group_id !== undefined && input.group_id !== member.groupId) throw AppError.notFound();
  if (input.policy_id !== undefined && !(await memberHoldsPolicy(ctx.db, member.id, input.policy_id))) throw AppError.notFound();
  const process = PROCESS_OF[principal.role];
  if (input.eprocess !== undefined && input.eprocess !== process.eprocess) throw AppError.field('eprocess', MESSAGES.invalidChoice);
  if (input.open_type !== undefined && input.open_type !== process.openType) throw AppError.field('open_type', MESSAGES.invalidChoice);
  return openMemberEnrollment(ctx, member, {
    tier: input.tier,
    eprocess: process.eprocess,
    openType: process.openType,
    agentId: member.agentId,
    groupId: member.groupId,
    portalId: member.portalId,
    staffSessionId: principal.sessionId,
  });
}
