// The access module's door: what other modules and plugins/ may use. Staff accounts and their sign-in: who a staff
// request is and which enrollments a staff session holds. Everything else in this folder is its own (eslint/api-module-
// boundaries.js).
export { requireOperator, requireStaff } from './staff-principal.js';
export type { AccountPrincipal, OperatorPrincipal, StaffPrincipal } from './staff-principal.js';
export { markStaffHold } from './staff-holds.js';
