import { RequireStaff } from '../../access';
import EnrollmentPage from './enrollment-page';
import { EnrollmentsAreaContext } from './enrollments-area';

/**
 * /admin/staff-enrollments/:policy: one of the staff's completed enrollments (404 outside the rep's or group's scope:
 * "not found"). A rep makes their member's coverage changes here; a group administrator reads them.
 */
export default function StaffEnrollmentPage() {
  return (
    <RequireStaff>
      <EnrollmentsAreaContext.Provider value="staff">
        <EnrollmentPage />
      </EnrollmentsAreaContext.Provider>
    </RequireStaff>
  );
}
