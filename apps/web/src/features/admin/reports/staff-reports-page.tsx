import { RequireStaff } from '../../access';
import { ReportsView } from './reports-page';

/**
 * /admin/staff-reports: a signed-in rep's reports (their members' completed enrollments) or a group administrator's
 * (their group's), reached from their home; signed out, the staff's sign-in first. The server scopes every figure.
 */
export default function StaffReportsPage() {
  return (
    <RequireStaff>
      <ReportsView area="staff" />
    </RequireStaff>
  );
}
