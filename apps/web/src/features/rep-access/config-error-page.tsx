import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES, REP_ACCESS_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { clearAllClientState } from '../../lib/client-transitions';
import { ACCESS_PAGE } from './rep-access-paths';
import styles from './rep-access.module.css';

/**
 * /landing-config-error/:enrollType/:redirectionUrl (002 section 2.9): the rep or group has no landing page. The back
 * button clears every stored value and goes to the access page.
 */
export function ConfigErrorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = () => {
    clearAllClientState();
    queryClient.clear();
    void navigate(ACCESS_PAGE, { replace: true });
  };
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="config-error-title">
        <h1 id="config-error-title" className={styles.title}>
          {REP_ACCESS_MESSAGES.configErrorTitle}
        </h1>
        <p className={styles.lead}>{MESSAGES.landingNotConfigured}</p>
        <div className={styles.actions}>
          <Button onClick={back}>{REP_ACCESS_MESSAGES.backToAccess}</Button>
        </div>
      </section>
    </div>
  );
}

export const Component = ConfigErrorPage;
