import { useNavigate } from 'react-router';
import { MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import styles from './not-found.module.css';

/** /404, /error, the catch-all, and the routes of later issues. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{MESSAGES.pageNotFound}</h1>
      <Button onClick={() => navigate('/')}>{MESSAGES.backToHomepage}</Button>
    </div>
  );
}
