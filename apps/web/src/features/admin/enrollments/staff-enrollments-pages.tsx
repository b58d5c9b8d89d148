import { RequireStaff } from '../../access';
import EnrollmentPage from './enrollment-page';
import EnrollmentsPage from './enrollments-page';
import { EnrollmentsAreaContext } from './enrollments-area';
import styles from './enrollments.module.css';

/**
 * The staff's completed enrollments (issue 25 items 1 and 4), reached from the rep's and the group administrator's
 * homes: the console's list and detail pages in the staff's area, for a signed-in rep (their members) or group
 * administrator (their group); signed out, the sign-in page first. The server scopes every call (404 outside it).
 */
export function StaffEnrollmentsPage() {
  return (
    <RequireStaff>
      <EnrollmentsAreaContext.Provider value="staff">
        <div className={styles.staffPage}>
          <EnrollmentsPage />
        </div>
      </EnrollmentsAreaContext.Provider>
    </RequireStaff>
  );
}

/** /staff-enrollments/:policy: one of them; a rep makes their member's coverage changes here, a group administrator reads. */
export function StaffEnrollmentPage() {
  return (
    <RequireStaff>
      <EnrollmentsAreaContext.Provider value="staff">
        <div className={styles.staffPage}>
          <EnrollmentPage />
        </div>
      </EnrollmentsAreaContext.Provider>
    </RequireStaff>
  );
}
