import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, members, sessionEnrollments } from '../../db/schema/index.js';

/** Whether this session holds an enrollment made for the member (a member store link opened in this browser). */
export async function sessionHoldsMemberEnrollment(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(sessionEnrollments)
    .innerJoin(enrollments, eq(enrollments.id, sessionEnrollments.enrollmentId))
    .where(and(eq(sessionEnrollments.sessionId, sessionId), eq(enrollments.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The member's name and whose member they are (rep and group), or null. */
export async function findMemberName(db: Db, userId: number) {
  const rows = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, agentId: members.agentId, groupId: members.groupId })
    .from(members)
    .where(eq(members.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
