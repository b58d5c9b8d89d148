import { lazy, Suspense, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FOOTER_WEB_MESSAGES, REP_ACCESS_MESSAGES, STORE_DASHBOARDS } from '@benefit-store/domain';
import { announce } from '../../../lib/announce';
import { clearAllClientState } from '../../../lib/client-transitions';
import { useDefaultInfo } from '../../branding';
import { ACCESS_PAGE } from '../rep-access-paths';
import styles from '../rep-access.module.css';

// The footer's employee-enroll modal, loaded on the first click (with its validation).
const EmployeeEnrollDialog = lazy(async () => ({ default: (await import('../../sites')).EmployeeEnrollDialog }));

function ExternalItem({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return null;
  return (
    <li>
      <a className={styles.menuItem} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden-inline"> {FOOTER_WEB_MESSAGES.opensInNewTab}</span>
      </a>
    </li>
  );
}

/**
 * The access pages' menu (000 section 2, 002 section 2.10): GROUP APPLICATION and REP REGISTRATION (the site's
 * registration pages, new tabs), EMPLOYEE ENROLLMENT (the group code modal, then the employer's Yes/No; Yes stores
 * the employee enrollment and opens the group's store), REP DASHBOARD, MEMBER DASHBOARD, and NOT MY SITE (clears
 * everything this browser stored and starts again at the access code).
 */
export function AccessMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const links = useDefaultInfo().data?.links ?? {};
  const [employeeOpen, setEmployeeOpen] = useState(false);
  const [employeeOpened, setEmployeeOpened] = useState(false);
  const employeeButton = useRef<HTMLButtonElement>(null);

  const notMySite = () => {
    clearAllClientState();
    queryClient.clear();
    announce(REP_ACCESS_MESSAGES.siteCleared);
    void navigate(ACCESS_PAGE, { replace: true });
  };

  return (
    <nav className={styles.menu} aria-labelledby="access-menu-title">
      <h2 id="access-menu-title" className={styles.menuTitle}>
        {REP_ACCESS_MESSAGES.menuLabel}
      </h2>
      <ul className={styles.menuList}>
        <ExternalItem href={links.group_registration}>{REP_ACCESS_MESSAGES.groupApplication}</ExternalItem>
        <li>
          <button
            ref={employeeButton}
            type="button"
            className={styles.menuItem}
            aria-haspopup="dialog"
            onClick={() => {
              setEmployeeOpened(true);
              setEmployeeOpen(true);
            }}
          >
            {REP_ACCESS_MESSAGES.employeeEnrollment}
          </button>
        </li>
        <ExternalItem href={links.rep_registration}>{REP_ACCESS_MESSAGES.repRegistration}</ExternalItem>
        <li>
          <Link className={styles.menuItem} to={STORE_DASHBOARDS.rep_dashboard ?? '/agent-home'}>
            {REP_ACCESS_MESSAGES.repDashboard}
          </Link>
        </li>
        <li>
          <Link className={styles.menuItem} to={STORE_DASHBOARDS.member_dashboard ?? '/member-home'}>
            {REP_ACCESS_MESSAGES.memberDashboard}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={notMySite}>
            {REP_ACCESS_MESSAGES.notMySite}
          </button>
        </li>
      </ul>
      {employeeOpened && (
        <Suspense fallback={null}>
          <EmployeeEnrollDialog
            open={employeeOpen}
            onOpenChange={setEmployeeOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              employeeButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </nav>
  );
}
