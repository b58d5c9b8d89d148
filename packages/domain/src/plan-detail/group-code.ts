import { z } from 'zod';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { EPROCESS, type Eprocess } from '../enrollment/process.js';
import { requiredString } from '../shared/fields.js';

/** POST set-enrollment-group-code: the employee's group enrollment code for the enrollment. */
export const SetEnrollmentGroupCodeSchema = z.object({ group_code: requiredString(40), enrollment_id: EnrollmentIdSchema });
export type SetEnrollmentGroupCode = z.output<typeof SetEnrollmentGroupCodeSchema>;

/** set-enrollment-group-code's answer: the group the enrollment now belongs to. */
export const EnrollmentGroupSchema = z.object({ group_id: z.number().int(), name: z.string(), platform_group_id: z.number().int(), agent_id: z.number().int() });
export type EnrollmentGroup = z.output<typeof EnrollmentGroupSchema>;

/** GET group-enrollment-info: whether the browser holds the enrollment, and whether the plan page asks for a group code. */
export const GroupEnrollmentInfoSchema = z.object({ has_enrollment: z.boolean(), capture_groupcode: z.boolean() });
export type GroupEnrollmentInfo = z.output<typeof GroupEnrollmentInfoSchema>;

/**
 * Whether the plan page offers the group code popup: only for an enrollment not yet in a group, and not to a rep
 * (a rep picks the group from their list on the rep home instead).
 */
export function capturesGroupCode(enrollment: { groupId: number | null; eprocess: Eprocess | string | null } | null): boolean {
  if (enrollment === null) return false;
  return enrollment.groupId === null && enrollment.eprocess !== EPROCESS.rep;
}
