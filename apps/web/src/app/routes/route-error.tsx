import { isRouteErrorResponse } from 'react-router';
import { MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import styles from './not-found.module.css';

/** When a route fails to render or its code cannot be loaded (a new deployment, a lost connection). */
export function RouteError({ error }: { error?: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page} id="main">
      <h1 className={styles.title}>{notFound ? MESSAGES.pageNotFound : MESSAGES.serverError}</h1>
      {notFound ? (
        <Button onClick={() => window.location.assign('/')}>{MESSAGES.backToHomepage}</Button>
      ) : (
        <Button onClick={() => window.location.reload()}>{WEB_MESSAGES.reloadPage}</Button>
      )}
    </main>
  );
}
