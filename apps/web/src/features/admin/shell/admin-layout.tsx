import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { CONSOLE_CARRIER_MESSAGES, CONSOLE_ENROLLMENT_MESSAGES, CONSOLE_ERASE_MESSAGES, CONSOLE_MESSAGES as M, CONSOLE_REPORT_MESSAGES, SIGN_IN_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { LiveAnnouncer } from '../../../components/ui/live-announcer';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { useOperatorMe, useSignOut } from './api/operator-session';
import { Redirect } from './redirect';
import styles from './admin-layout.module.css';

/** The console's sections, in the order of its navigation. */
const SECTIONS = [
  { to: '/admin', label: () => CONSOLE_REPORT_MESSAGES.navReports },
  { to: '/admin/staff', label: () => M.navStaff },
  { to: '/admin/catalog', label: () => M.navCatalog },
  { to: '/admin/sites', label: () => M.navSites },
  { to: '/admin/reps', label: () => M.navReps },
  { to: '/admin/groups', label: () => M.navGroups },
  { to: '/admin/enrollments', label: () => CONSOLE_ENROLLMENT_MESSAGES.enrollmentsTitle },
  { to: '/admin/carriers', label: () => CONSOLE_CARRIER_MESSAGES.carriersTitle },
  { to: '/admin/audit', label: () => M.navAudit },
  { to: '/admin/erasure', label: () => CONSOLE_ERASE_MESSAGES.navErase },
] as const;

// The home (/admin, the reports) is current only on itself: every other page's address starts with it.
const inSection = (pathname: string, to: string) => pathname.replace(/\/$/, '') === to || (to !== '/admin' && pathname.startsWith(`${to}/`));

/** The sign-in address that comes back here afterwards. */
export const signInPath = (next: string) => `/admin/sign-in?next=${encodeURIComponent(next)}`;

/** Skip link, the console's name, and a <main> that takes focus when the page (not only its query string) changes. */
function Frame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#admin-main">
        {WEB_MESSAGES.skipToContent}
      </a>
      <LiveAnnouncer />
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/admin" className={styles.brand}>
            {M.consoleName}
          </Link>
          {header}
        </div>
      </header>
      <main id="admin-main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** The console's pages before sign-in: its name and the page, no navigation and no session check. */
export function AdminBareLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/**
 * The console's layout (not the storefront's header and footer): skip link, navigation with the current section
 * marked (aria-current), the signed-in operator with Sign out, and the page in <main> (each page brings its h1).
 * Guard: GET admin/me; a 404 (nobody, or a rep or group administrator) goes to the sign-in, which comes back here.
 */
export function AdminLayout() {
  const { pathname, search } = useLocation();
  const me = useOperatorMe();
  if (me.isError && isApiError(me.error) && me.error.isNotFound) return <Redirect to={signInPath(pathname + search)} />;
  if (me.isPending || me.isError) {
    return (
      <Frame>
        {me.isPending ? (
          <InfoMessage>{M.checkingSession}</InfoMessage>
        ) : (
          <ErrorMessage message={M.sessionFailed} onRetry={() => void me.refetch()} retrying={me.isFetching} />
        )}
      </Frame>
    );
  }
  return (
    <Frame header={<OperatorBadge name={me.data.display_name || me.data.email} />}>
      <nav className={styles.nav} aria-label={M.navLabel}>
        <ul>
          {SECTIONS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} aria-current={inSection(pathname, to) ? 'page' : undefined}>
                {label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>
        <Outlet />
      </div>
    </Frame>
  );
}

function OperatorBadge({ name }: { name: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <div className={styles.operator}>
      <span>{M.signedInAs({ name })}</span>
      <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate('/admin/sign-in') })}>
        {signOut.isPending ? SIGN_IN_MESSAGES.signingOut : SIGN_IN_MESSAGES.signOut}
      </Button>
      {signOut.isError && (
        <p role="alert" className={styles.signOutError}>
          {SIGN_IN_MESSAGES.signOutFailed}
        </p>
      )}
    </div>
  );
}
