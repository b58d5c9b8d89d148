/** Sign-in of reps and group administrators: who is signed in, a guard for their pages, and signing out. */
export { useStaffSession, useSignOut } from './use-staff-session';
export { RequireStaff } from './components/require-staff';
export { SignOutButton } from './components/sign-out-button';
export { signInPath } from './sign-in-path';
export { STAFF_SESSION_KEY } from './api/staff-session';
