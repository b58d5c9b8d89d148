import { POPUP_MESSAGES } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import type { EnrollmentRow } from '../enrollment/enrollment.repository.js';
import { AppError } from '../shared/app-error.js';
import { memberHoldsPlan } from './plan-popups.repository.js';

/** Whether the enrollment's existing member already holds the plan (only a member's enrollment has a user id). */
export async function isPlanActiveFor(db: Db, enrollment: Pick<EnrollmentRow, 'userId'>, planId: number): Promise<boolean> {
  return enrollment.userId !== null && (await memberHoldsPlan(db, enrollment.userId, planId));
}

/** add-plan-to-cart's guard: a plan already active on the member's policy is refused (409) with the popup's message. */
export async function refuseActivePlan(db: Db, enrollment: Pick<EnrollmentRow, 'userId'>, planId: number): Promise<void> {
  if (await isPlanActiveFor(db, enrollment, planId)) throw AppError.conflict(POPUP_MESSAGES.alreadyActive);
}
