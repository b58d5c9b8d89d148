import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { startupTarget, type StaffRole } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { useStaffSession } from '../../access';

/**
 * The startup wrapper's sub-page choice (000 section 2): on the root page, the rep-quote platform goes to /cart and
 * the stored open type opens its home (startupTarget); a rep's or group administrator's home only while signed in
 * with that role, so a visitor who merely holds such keys keeps the landing. Renders nothing.
 */
export function StartupRedirect() {
  const { pathname } = useLocation();
  const state = useClientState(
    useShallow((s) => ({ open_type: s.open_type, eprocess: s.eprocess, enroll_type: s.enroll_type, referral: s.referral, platformType: s.platformType, redirectionType: s.redirectionType })),
  );
  const target = startupTarget(pathname, state);
  if (!target) return null;
  return target.role ? <StaffRedirect path={target.path} role={target.role} /> : <Redirect path={target.path} />;
}

function Redirect({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}

function StaffRedirect({ path, role }: { path: string; role: StaffRole }) {
  const session = useStaffSession();
  return session.data?.role === role ? <Redirect path={path} /> : null;
}
