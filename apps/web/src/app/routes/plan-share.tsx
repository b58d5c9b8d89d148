import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { PlanByHashSchema, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { ErrorMessage } from '../../components/ui/status-message';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { NotFoundRoute } from './not-found';
import styles from './page.module.css';
import planStyles from './plan-detail.module.css';

/** The plan page's short link: shown under its title, it opens through /p/{hash} (GET {hash}). */
export function PlanShareLink({ hash }: { hash: string }) {
  const href = `/p/${hash}`;
  return (
    <p className={planStyles.share}>
      {STORE_WEB_MESSAGES.planShareLink} <a href={href}>{`${window.location.origin}${href}`}</a>
    </p>
  );
}

/**
 * /p/{hash}: a plan's short link (the plan card's {hash}). GET {hash} names the plan and its page, which opens in
 * place of this one (so Back skips it); a hash that names no plan shows the not-found page.
 */
export function PlanShareRoute() {
  const { hash = '' } = useParams();
  const target = useQuery({
    queryKey: ['plan-share', hash],
    queryFn: ({ signal }) => api.get(encodeURIComponent(hash), PlanByHashSchema, undefined, signal),
    retry: (count, error) => !(isApiError(error) && error.isNotFound) && count < 2,
  });
  if (target.data) return <Navigate to={target.data.path} replace />;
  if (target.isError && isApiError(target.error) && target.error.isNotFound) return <NotFoundRoute />;
  return (
    <div className={styles.page}>
      {target.isError ? (
        <ErrorMessage message={target.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void target.refetch()} retrying={target.isFetching} />
      ) : (
        <p role="status" aria-busy="true">
          {STORE_WEB_MESSAGES.planShareOpening}
        </p>
      )}
    </div>
  );
}
