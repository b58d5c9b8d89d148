import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PaymentChargeKind, PaymentChargeStatus } from '@benefit-store/domain';
import type { Db } from '../../../db/client.js';
import {
  cartItems,
  carriers,
  completedEnrollmentPlans,
  completedEnrollments,
  enrollmentCompletions,
  enrollments,
  paymentCharges,
  plans,
  sessionEnrollments,
  signedRecords,
} from '../../../db/schema/index.js';
import { type LockedTx, updateEnrollment } from '../../enrollment-record/index.js';

export type CompletionRow = typeof enrollmentCompletions.$inferSelect;
export type SignedRecordRow = typeof signedRecords.$inferSelect;
export type NewSignedRecord = typeof signedRecords.$inferInsert;

/** The completion of an enrollment, or null while it is not completed. */
export async function findCompletion(db: Db, enrollmentId: string): Promise<CompletionRow | null> {
  const rows = await db.select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, enrollmentId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The completion under a confirmation number with its signed record, only when the session holds its enrollment: one
 * query, so an unknown number, another session's and an erased record (no record, no session link) cost the same.
 */
export async function findHeldCompletionByPolicy(db: Db, sessionId: string, policyId: string): Promise<{ completion: CompletionRow; record: SignedRecordRow } | null> {
  const rows = await db
    .select({ completion: enrollmentCompletions, record: signedRecords })
    .from(enrollmentCompletions)
    .innerJoin(sessionEnrollments, and(eq(sessionEnrollments.enrollmentId, enrollmentCompletions.enrollmentId), eq(sessionEnrollments.sessionId, sessionId)))
    .innerJoin(signedRecords, eq(signedRecords.enrollmentId, enrollmentCompletions.enrollmentId))
    .where(eq(enrollmentCompletions.policyId, policyId))
    .limit(1);
  return rows[0] ?? null;
}

/** The signed record of a completed enrollment. */
export async function findSignedRecord(db: Db, enrollmentId: string): Promise<SignedRecordRow | null> {
  const rows = await db.select().from(signedRecords).where(eq(signedRecords.enrollmentId, enrollmentId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The policy (completed_enrollments, the table members' policies and the recommendations read) with its plans.
 * Returns null when the confirmation number is already taken (practically never: 40 random bits), so the caller
 * draws another.
 */
export async function insertPolicy(
  tx: LockedTx,
  policy: Omit<typeof completedEnrollments.$inferInsert, 'id'>,
  planIds: readonly number[],
): Promise<number | null> {
  const [row] = await tx.insert(completedEnrollments).values(policy).onConflictDoNothing({ target: completedEnrollments.ref }).returning({ id: completedEnrollments.id });
  if (!row) return null;
  if (planIds.length > 0) await tx.insert(completedEnrollmentPlans).values(planIds.map((planId) => ({ completedEnrollmentId: row.id, planId })));
  return row.id;
}

/** Marks the enrollment completed; its primary key on enrollment_id refuses a second completion. */
export async function insertCompletion(tx: LockedTx, row: typeof enrollmentCompletions.$inferInsert): Promise<void> {
  await tx.insert(enrollmentCompletions).values(row);
  // On the locked row too, where a call waiting for the lock will read it (lockHeldEnrollment).
  await updateEnrollment(tx, row.enrollmentId, { completedAt: new Date() });
}

/** Stores the signed record (the database refuses any later UPDATE or DELETE of it). */
export async function insertSignedRecord(tx: LockedTx, row: NewSignedRecord): Promise<SignedRecordRow> {
  const [stored] = await tx.insert(signedRecords).values(row).returning();
  return stored!;
}

/** Empties the enrollment's cart (the plans now belong to the policy). */
export async function clearCart(tx: LockedTx, enrollmentId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
}

export interface CompletedRecordRow {
  record: SignedRecordRow;
  completedAt: Date;
  agentId: number | null;
  groupId: number | null;
}

/**
 * The signed records of completed enrollments, oldest completion first: completed after `after` (exclusive), from
 * `from` and until `until` (inclusive), of these enrollments, when given. The carrier files read them (completed-enrollments.ts).
 */
export async function listCompletedRecords(db: Db, filter: { after?: Date | null; from?: Date | null; until?: Date | null; enrollmentIds?: readonly string[] }): Promise<CompletedRecordRow[]> {
  if (filter.enrollmentIds && filter.enrollmentIds.length === 0) return [];
  const conditions = [
    ...(filter.enrollmentIds ? [inArray(signedRecords.enrollmentId, [...filter.enrollmentIds])] : []),
    ...(filter.after ? [gt(enrollmentCompletions.completedAt, filter.after)] : []),
    ...(filter.from ? [gte(enrollmentCompletions.completedAt, filter.from)] : []),
    ...(filter.until ? [lte(enrollmentCompletions.completedAt, filter.until)] : []),
  ];
  return db
    .select({ record: signedRecords, completedAt: enrollmentCompletions.completedAt, agentId: enrollments.agentId, groupId: enrollments.groupId })
    .from(signedRecords)
    .innerJoin(enrollmentCompletions, eq(enrollmentCompletions.enrollmentId, signedRecords.enrollmentId))
    .innerJoin(enrollments, eq(enrollments.id, signedRecords.enrollmentId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(enrollmentCompletions.completedAt), asc(signedRecords.policyId));
}

/** Whose completed enrollments a console list may show: all (operators), a rep's, or a group's. */
export type CompletedScope = { kind: 'all' } | { kind: 'agent'; agentId: number } | { kind: 'group'; groupId: number };

export interface CompletedSearch {
  scope: CompletedScope;
  q?: string | undefined;
  /** Completed on or after this instant, and before `before`. */
  from?: Date | undefined;
  before?: Date | undefined;
  carrier?: string | undefined;
  category?: string | undefined;
  groupId?: number | undefined;
  /**
   * `declined`: a charge of its first premium was declined and no other settles it: none paid, refunded or voided (an
   * operator's decision) and none awaiting the processor's answer.
   */
  payment?: 'declined' | undefined;
  sort: 'completed_at' | 'name' | 'policy_id';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const FIRST_PREMIUM: PaymentChargeKind = 'first_premium';
const DECLINED: PaymentChargeStatus = 'declined';
/** A first premium's charge in one of these settles a decline: paid, given back or voided by an operator, or awaiting the processor. */
const SETTLING: readonly PaymentChargeStatus[] = ['succeeded', 'refunded', 'voided', 'pending'];

function searchConditions(search: Omit<CompletedSearch, 'sort' | 'dir' | 'limit' | 'offset'>) {
  const hasPlan = (condition: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${completedEnrollmentPlans} cep join ${plans} p on p.id = cep.plan_id join ${carriers} c on c.id = p.carrier_id where cep.completed_enrollment_id = ${enrollmentCompletions.completedEnrollmentId} and ${condition})`;
  const pattern = search.q ? `%${escapeLike(search.q.toLowerCase())}%` : null;
  return [
    search.scope.kind === 'agent' ? eq(enrollments.agentId, search.scope.agentId) : undefined,
    search.scope.kind === 'group' ? eq(enrollments.groupId, search.scope.groupId) : undefined,
    pattern
      ? or(
          sql`lower(${enrollmentCompletions.name}) like ${pattern}`,
          sql`lower(${signedRecords.record}->'person'->>'email') like ${pattern}`,
          sql`lower(${enrollmentCompletions.policyId}) like ${pattern}`,
        )
      : undefined,
    search.from ? gte(enrollmentCompletions.completedAt, search.from) : undefined,
    search.before ? lt(enrollmentCompletions.completedAt, search.before) : undefined,
    search.carrier ? hasPlan(sql`c.key = ${search.carrier}`) : undefined,
    search.category ? hasPlan(sql`p.category = ${search.category}`) : undefined,
    search.groupId ? eq(enrollments.groupId, search.groupId) : undefined,
    search.payment === 'declined'
      ? sql`exists (select 1 from ${paymentCharges} pc where pc.enrollment_id = ${enrollments.id} and pc.kind = ${FIRST_PREMIUM} and pc.status = ${DECLINED})
          and not exists (select 1 from ${paymentCharges} pc where pc.enrollment_id = ${enrollments.id} and pc.kind = ${FIRST_PREMIUM} and pc.status in (${sql.join(SETTLING.map((s) => sql`${s}`), sql`, `)}))`
      : undefined,
  ].filter((c) => c !== undefined);
}

/** One page of completed enrollments for the console (its scope applied in SQL), and how many match in all. */
export async function searchCompletedRecords(db: Db, search: CompletedSearch): Promise<{ rows: CompletedRecordRow[]; total: number }> {
  const where = and(...searchConditions(search));
  const column = search.sort === 'name' ? enrollmentCompletions.name : search.sort === 'policy_id' ? enrollmentCompletions.policyId : enrollmentCompletions.completedAt;
  const order = search.dir === 'asc' ? asc(column) : desc(column);
  const rows = await db
    .select({ record: signedRecords, completedAt: enrollmentCompletions.completedAt, agentId: enrollments.agentId, groupId: enrollments.groupId })
    .from(signedRecords)
    .innerJoin(enrollmentCompletions, eq(enrollmentCompletions.enrollmentId, signedRecords.enrollmentId))
    .innerJoin(enrollments, eq(enrollments.id, signedRecords.enrollmentId))
    .where(where)
    .orderBy(order, asc(signedRecords.policyId))
    .limit(search.limit)
    .offset(search.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(signedRecords)
    .innerJoin(enrollmentCompletions, eq(enrollmentCompletions.enrollmentId, signedRecords.enrollmentId))
    .innerJoin(enrollments, eq(enrollments.id, signedRecords.enrollmentId))
    .where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One completed enrollment by its policy (confirmation) number, within the scope; null otherwise. */
export async function findCompletedRecord(db: Db, scope: CompletedScope, policyId: string): Promise<CompletedRecordRow | null> {
  const [row] = await db
    .select({ record: signedRecords, completedAt: enrollmentCompletions.completedAt, agentId: enrollments.agentId, groupId: enrollments.groupId })
    .from(signedRecords)
    .innerJoin(enrollmentCompletions, eq(enrollmentCompletions.enrollmentId, signedRecords.enrollmentId))
    .innerJoin(enrollments, eq(enrollments.id, signedRecords.enrollmentId))
    .where(and(eq(signedRecords.policyId, policyId), ...searchConditions({ scope })))
    .limit(1);
  return row ?? null;
}
