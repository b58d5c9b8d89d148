import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  cartItems,
  completedEnrollmentPlans,
  completedEnrollments,
  enrollmentCompletions,
  enrollments,
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
 * The signed records of completed enrollments, oldest completion first: completed after `after` (exclusive) and
 * from `from` (inclusive), when given. The carrier files read them (completed-enrollments.ts).
 */
export async function listCompletedRecords(db: Db, filter: { after?: Date | null; from?: Date | null }): Promise<CompletedRecordRow[]> {
  const conditions = [
    ...(filter.after ? [gt(enrollmentCompletions.completedAt, filter.after)] : []),
    ...(filter.from ? [gte(enrollmentCompletions.completedAt, filter.from)] : []),
  ];
  return db
    .select({ record: signedRecords, completedAt: enrollmentCompletions.completedAt, agentId: enrollments.agentId, groupId: enrollments.groupId })
    .from(signedRecords)
    .innerJoin(enrollmentCompletions, eq(enrollmentCompletions.enrollmentId, signedRecords.enrollmentId))
    .innerJoin(enrollments, eq(enrollments.id, signedRecords.enrollmentId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(enrollmentCompletions.completedAt), asc(signedRecords.policyId));
}
