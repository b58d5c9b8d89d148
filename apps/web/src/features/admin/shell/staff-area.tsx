import { CONSOLE_ENROLLMENT_MESSAGES } from '@benefit-store/domain';
import { Link } from 'react-router';
import { useStaffSession } from '../../access';

/**
 * Whose records a console page shows: the console's (`admin`, an operator: all of them) or the staff's (`staff`, a
 * signed-in rep's members or a group administrator's group, scoped by the server). The same pages serve both.
 */
export type ConsoleArea = 'admin' | 'staff';

/**
 * The console's pages in the staff's area (/admin/staff-enrollments, /admin/staff-reports): what a signed-in rep or
 * group administrator reads there differs only by whose records they hold, a rep's members' or the group's.
 */
export function StaffRoleText({ rep, group }: { rep: string; group: string }) {
  const { data } = useStaffSession();
  return <>{data?.role === 'group_admin' ? group : rep}</>;
}

/** The way back to the rep's or the group administrator's home, where the staff's pages are opened from. */
export function StaffHomeLink() {
  const { data } = useStaffSession();
  return <Link to={data?.role === 'group_admin' ? '/group-home' : '/agent-home'}>{CONSOLE_ENROLLMENT_MESSAGES.backToStaffHome}</Link>;
}
