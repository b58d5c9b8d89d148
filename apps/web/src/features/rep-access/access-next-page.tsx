import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatPhone, REP_ACCESS_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { confirmRepAccess } from '../../lib/client-transitions';
import { AccessMenu } from './components/access-menu';
import { ACCESS_PAGE, confirmDestination, isAccessNextState, type RepConfirmedState } from './rep-access-paths';
import styles from './rep-access.module.css';

/**
 * /access-pagenext, step 2 (000 section 2, 002 section 4): the rep's name, code, e-mail and phone. Confirm sets the
 * rep-authenticated flag and opens the rep's landing page (the config-error page when the rep has none); Cancel goes
 * back to /access-page. Reached only from step 1 (the rep travels in the navigation state), else step 1 shows.
 */
export function AccessNextPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  if (!isAccessNextState(state)) return <Navigate to={ACCESS_PAGE} replace />;
  const { rep } = state;

  const confirm = () => {
    confirmRepAccess();
    void navigate(confirmDestination(rep), { state: { repConfirmed: true } satisfies RepConfirmedState });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="access-next-title">
        <h1 id="access-next-title" className={styles.title}>
          {REP_ACCESS_MESSAGES.confirmTitle}
        </h1>
        <dl className={styles.details}>
          <dt>{REP_ACCESS_MESSAGES.repName}</dt>
          <dd>{rep.name}</dd>
          <dt>{REP_ACCESS_MESSAGES.repCode}</dt>
          <dd>{rep.agent_code}</dd>
          <dt>{REP_ACCESS_MESSAGES.repEmail}</dt>
          <dd>{rep.email}</dd>
          <dt>{REP_ACCESS_MESSAGES.repPhone}</dt>
          <dd>{formatPhone(rep.phone)}</dd>
        </dl>
        <div className={styles.actions}>
          <Button onClick={confirm}>{REP_ACCESS_MESSAGES.confirm}</Button>
          <Button variant="secondary" onClick={() => void navigate(ACCESS_PAGE)}>
            {STORE_WEB_MESSAGES.cancel}
          </Button>
        </div>
      </section>
      <AccessMenu />
    </div>
  );
}

export const Component = AccessNextPage;
