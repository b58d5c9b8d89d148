import { RequireStaff } from '../../access';
import EnrollmentsPage from './enrollments-page';
import { EnrollmentsAreaContext } from './enrollments-area';

/**
 * /admin/staff-enrollments: the staff's completed enrollments (issue 25 items 1 and 4), reached from the rep's and
 * the group administrator's homes. The console's list in the staff's area, for a signed-in rep (their members) or
 * group administrator (their group); signed out, the staff's sign-in first. The server scopes every call.
 */
export default function StaffEnrollmentsPage() {
  return (
    <RequireStaff>
      <EnrollmentsAreaContext.Provider value="staff">
        <EnrollmentsPage />
      </EnrollmentsAreaContext.Provider>
    </RequireStaff>
  );
}
