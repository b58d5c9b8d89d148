import { ENROLLMENT_TYPE, EPROCESS } from '@benefit-store/domain';
import type { EnrollmentRow } from '../enrollment-record/index.js';

/** An existing member's enrollment (a member store link, or a rep's or group's member table): their record applies. */
export function isMemberLinkEnrollment(row: EnrollmentRow): boolean {
  return row.type === ENROLLMENT_TYPE.existingUser && row.userId !== null;
}

/**
 * Whether filter_info withholds what the member's record revealed (birth date, zip, gender): for a store link's
 * enrollment, since a link can be forwarded (its personal step still shows the member's own gender and birth date).
 * A signed-in rep or group administrator who opened it from their member table (eprocess rep or group) may see their
 * own member's details.
 */
export function withholdsMemberRecord(row: EnrollmentRow): boolean {
  return isMemberLinkEnrollment(row) && row.eprocess === EPROCESS.applicant;
}
