import { createContext, useContext } from 'react';
import type { ConsoleArea } from '../shell/staff-area';

/**
 * Whose completed enrollments the pages show (issue 25 items 1 and 4): the console's (`admin`: an operator, every
 * enrollment, /admin/enrollments) or the staff's (`staff`: a rep's own members, a group administrator's group,
 * /admin/staff-enrollments, behind the staff's sign-in). The same pages and components; the server scopes the staff's calls (404 outside the scope).
 */
export type EnrollmentsArea = ConsoleArea;

export const EnrollmentsAreaContext = createContext<EnrollmentsArea>('admin');

export const useEnrollmentsArea = () => useContext(EnrollmentsAreaContext);

/** The pages' addresses in each area. */
export const ENROLLMENT_PATHS: Readonly<Record<EnrollmentsArea, string>> = { admin: '/admin/enrollments', staff: '/admin/staff-enrollments' };
