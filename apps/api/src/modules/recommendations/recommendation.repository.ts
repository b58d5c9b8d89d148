import type { PurchaseRecord, Tier } from '@benefit-store/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agents, completedEnrollmentPlans, completedEnrollments, enrollments, groups, portals, sessionEnrollments } from '../../db/schema/index.js';

/** Every completed enrollment with the plans it bought: the data the rankings learn from. */
export async function purchaseRecords(db: Db): Promise<PurchaseRecord[]> {
  const [heads, lines] = await Promise.all([
    db
      .select({ id: completedEnrollments.id, age: completedEnrollments.age, gender: completedEnrollments.gender, tier: completedEnrollments.tier, state: completedEnrollments.state })
      .from(completedEnrollments),
    db.select({ id: completedEnrollmentPlans.completedEnrollmentId, planId: completedEnrollmentPlans.planId }).from(completedEnrollmentPlans),
  ]);
  const plansOf = new Map<number, number[]>();
  for (const line of lines) {
    const list = plansOf.get(line.id) ?? [];
    list.push(line.planId);
    plansOf.set(line.id, list);
  }
  return heads.map((h) => ({
    age: h.age,
    gender: h.gender === 1 ? 1 : 0,
    tier: h.tier as Tier,
    state: h.state,
    planIds: plansOf.get(h.id) ?? [],
  }));
}

/** Which of the given ids name existing records (decrypt-detail resolves the client's ids to these). */
export async function existingSiteIds(db: Db, ids: { agentId?: number | undefined; groupId?: number | undefined; portalId?: number | undefined }) {
  const find = async (table: typeof agents | typeof groups | typeof portals, id: number | undefined) =>
    id === undefined ? null : ((await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1))[0]?.id ?? null);
  const [agentId, groupId, portalId] = await Promise.all([find(agents, ids.agentId), find(groups, ids.groupId), find(portals, ids.portalId)]);
  return { agentId, groupId, portalId };
}

/** Whether this session holds an enrollment made for the member: only then is their user id given back. */
export async function sessionHoldsMember(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(sessionEnrollments)
    .innerJoin(enrollments, eq(enrollments.id, sessionEnrollments.enrollmentId))
    .where(and(eq(sessionEnrollments.sessionId, sessionId), eq(enrollments.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

