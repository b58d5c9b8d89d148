// The enrollment-record module's door: what other modules and plugins/ may use. The enrollment record of a shopping
// session: the row (filter, party ids), who holds it, its lock, its household. Everything else in this folder is its
// own (eslint/api-module-boundaries.js).
export { findDependentInfo, saveDependentInfo } from './dependent-info.js';
export { newEnrollmentId } from './enrollment-id.js';
export { attachEnrollment, carryHeldEnrollments, findLinkedEnrollment } from './enrollment-ownership.js';
export type { EnrollmentRow, NewEnrollment } from './enrollment-row.js';
export { findHeldEnrollment, findHeldEnrollmentWith, insertHeldEnrollment, requireHeldEnrollment } from './held-enrollment.js';
export { requireHeldEnrollmentOfBody } from './held-enrollment-of-body.js';
export { updateEnrollment, withLockedEnrollment } from './locked-enrollment.js';
export type { LockedTx } from './locked-tx.js';
export { checkPartyIds } from './party-ids.js';
export { writeIfUnchanged, type UnchangedEnrollment } from './unchanged-enrollment.js';
