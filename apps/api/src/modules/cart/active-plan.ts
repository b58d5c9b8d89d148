import { POPUP_MESSAGES } from '@benefit-store/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { completedEnrollmentPlans, completedEnrollments } from '../../db/schema/index.js';
import type { EnrollmentRow } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';

/** Whether the member holds the plan on a completed enrollment (their policies). */
export async function memberHoldsPlan(db: Db, memberId: number, planId: number): Promise<boolean> {
  const rows = await db
    .select({ planId: completedEnrollmentPlans.planId })
    .from(completedEnrollmentPlans)
    .innerJoin(completedEnrollments, eq(completedEnrollments.id, completedEnrollmentPlans.completedEnrollmentId))
    .where(and(eq(completedEnrollments.memberId, memberId), eq(completedEnrollmentPlans.planId, planId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the enrollment's existing member already holds the plan (only a member's enrollment has a user id). */
export async function isPlanActiveFor(db: Db, enrollment: Pick<EnrollmentRow, 'userId'>, planId: number): Promise<boolean> {
  return enrollment.userId !== null && (await memberHoldsPlan(db, enrollment.userId, planId));
}

/** add-plan-to-cart's guard: a plan already active on the member's policy is refused (409) with the popup's message. */
export async function refuseActivePlan(db: Db, enrollment: Pick<EnrollmentRow, 'userId'>, planId: number): Promise<void> {
  if (await isPlanActiveFor(db, enrollment, planId)) throw AppError.conflict(POPUP_MESSAGES.alreadyActive);
}
