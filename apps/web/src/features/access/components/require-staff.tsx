import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_IN_MESSAGES, type StaffRole } from '@benefit-store/domain';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { signInPath } from '../sign-in-path';
import { useStaffSession } from '../use-staff-session';
import { SignOutButton } from './sign-out-button';
import styles from './require-staff.module.css';

interface RequireStaffProps {
  /** The role the page is for; any signed-in rep or group administrator when left out. */
  role?: StaffRole;
  children: ReactNode;
}

/**
 * Shows `children` only to a signed-in rep or group administrator (of `role`), under a bar saying who is signed in
 * with Sign out. While the check runs a quiet loading line; signed out, or signed in with another role, it goes to
 * /sign-in?next=<this page>. A failed check shows its failure with Retry.
 */
export function RequireStaff({ role, children }: RequireStaffProps) {
  const location = useLocation();
  const { data, isPending, isError, refetch } = useStaffSession();
  if (isPending) return <InfoMessage>{SIGN_IN_MESSAGES.checkingSignIn}</InfoMessage>;
  if (isError && data === undefined) return <ErrorMessage message={SIGN_IN_MESSAGES.signInCheckFailed} onRetry={() => void refetch()} />;
  if (!data || (role !== undefined && data.role !== role)) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.who}>
          {SIGN_IN_MESSAGES.signedInAs} <strong>{data.display_name}</strong>
        </p>
        <SignOutButton />
      </div>
      {children}
    </>
  );
}
