// The enrollment module's door: what other modules and plugins/ may use. The enrollment wizard: its steps, their saves
// and save-for-later, review and completion. app.ts registers its routes itself
// (eslint/api-module-boundaries.js).
export { moveResumeCodes } from './resume/renewed-session.js';
// A resume code's stored form, for the console's erase on request (retention) to find the enrollment it was sent for.
export { hashResumeCode, resumeCodeKey } from './resume/resume-code-hash.js';
// One column of get-enrollment-temp-info (the filter), for the store's bootstrap (storefront).
export { getTempInfo } from './temp-info.js';
export type { TempInfoColumnRegistry } from './temp-info-column-registry.js';
// Completed enrollments as their signed records keep them, for the carrier files (issue 25).
export { readCompletedEnrollments } from './completion/completed-enrollments.js';
export type { CompletedDependent, CompletedEnrollment, CompletedPerson, CompletedPlan, PersonGender } from './completion/completed-enrollments.js';
// Coverage changes after the receipt (issue 25 item 4): the ones a carrier's next file carries, and marking them carried.
export { markChangesReported, pendingCoverageChanges, type PendingCoverageChange } from './coverage-changes/carrier-changes.js';
export type { CoverageChange, PriorPerson } from './coverage-changes/current-view.js';
