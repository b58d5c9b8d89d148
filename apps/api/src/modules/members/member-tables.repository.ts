import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { completedEnrollmentPlans, completedEnrollments, groups, members, plans } from '../../db/schema/index.js';
import type { MemberRow } from './member.repository.js';

/** Whose members a table lists: a rep's own, or an employer group's. */
export type MemberScope = { agentId: number } | { groupId: number };

export interface MemberTableDbRow {
  member: MemberRow;
  policyId: string | null;
  completedEnrollmentId: number | null;
  completedAt: Date | null;
  groupName: string | null;
}

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(scope: MemberScope, search: string | undefined): SQL | undefined {
  const owner = 'agentId' in scope ? eq(members.agentId, scope.agentId) : eq(members.groupId, scope.groupId);
  if (!search) return owner;
  const pattern = containing(search);
  return and(
    owner,
    or(
      ilike(members.firstName, pattern),
      ilike(members.lastName, pattern),
      ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
      ilike(members.email, pattern),
      ilike(completedEnrollments.policyId, pattern),
    ),
  );
}

/**
 * One page of a scope's member rows: one row per policy of a member (a member without a policy has one row), ordered
 * by last name, first name, member and policy, with the number of rows in all. Search matches the first, last or full
 * name, the e-mail or the policy number, in any case.
 */
export async function listMemberTablePage(
  db: Db,
  scope: MemberScope,
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: MemberTableDbRow[]; total: number }> {
  const where = whereOf(scope, search);
  const from = () =>
    db
      .select({
        member: members,
        policyId: completedEnrollments.policyId,
        completedEnrollmentId: completedEnrollments.id,
        completedAt: completedEnrollments.completedAt,
        groupName: groups.name,
      })
      .from(members)
      .leftJoin(completedEnrollments, eq(completedEnrollments.memberId, members.id))
      .leftJoin(groups, eq(groups.id, members.groupId));
  const [totalRow] = await db
    .select({ n: count() })
    .from(members)
    .leftJoin(completedEnrollments, eq(completedEnrollments.memberId, members.id))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id), asc(completedEnrollments.policyId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

/** The plan names of the given completed enrollments, by completed enrollment id, in plan name order. */
export async function planNamesOf(db: Db, completedEnrollmentIds: number[]): Promise<Map<number, string[]>> {
  const byEnrollment = new Map<number, string[]>();
  if (completedEnrollmentIds.length === 0) return byEnrollment;
  const rows = await db
    .select({ id: completedEnrollmentPlans.completedEnrollmentId, name: plans.name })
    .from(completedEnrollmentPlans)
    .innerJoin(plans, eq(plans.id, completedEnrollmentPlans.planId))
    .where(inArray(completedEnrollmentPlans.completedEnrollmentId, completedEnrollmentIds))
    .orderBy(asc(plans.name));
  for (const row of rows) byEnrollment.set(row.id, [...(byEnrollment.get(row.id) ?? []), row.name]);
  return byEnrollment;
}

/** A member of the scope, or null (unknown, or someone else's: the caller answers both alike). */
export async function findScopedMember(db: Db, scope: MemberScope, memberId: number): Promise<MemberRow | null> {
  const owner = 'agentId' in scope ? eq(members.agentId, scope.agentId) : eq(members.groupId, scope.groupId);
  const [row] = await db.select().from(members).where(and(eq(members.id, memberId), owner)).limit(1);
  return row ?? null;
}

/** Whether the member holds the policy (a completed enrollment of theirs with that policy number). */
export async function memberHoldsPolicy(db: Db, memberId: number, policyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: completedEnrollments.id })
    .from(completedEnrollments)
    .where(and(eq(completedEnrollments.memberId, memberId), eq(completedEnrollments.policyId, policyId)))
    .limit(1);
  return row !== undefined;
}
