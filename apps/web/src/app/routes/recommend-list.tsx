import { Link, useSearchParams } from 'react-router';
import { MESSAGES, RECOMMENDATION_LIST_LIMIT, WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { useRecommendedPlans } from '../../features/recommendations/api/use-recommended-plans';
import { RecommendedCard } from '../../features/recommendations/components/recommended-card';
import { useClientState } from '../../lib/client-state';
import styles from './page.module.css';
import listStyles from './recommend-list.module.css';

/**
 * /recommend-list?name=<page>: every recommended product for the page the visitor came from (the cart's
 * co-purchases, the plans page's filters, elsewhere people like them), as cards with More Info.
 */
export function RecommendListRoute() {
  const [params] = useSearchParams();
  const name = params.get('name') || 'landing';
  const currentMember = useClientState((s) => s.isCurrentMemberAvailable);
  const eprocess = useClientState((s) => s.eprocess);
  const recommended = useRecommendedPlans(name, RECOMMENDATION_LIST_LIMIT);

  const crumbs: { label: string; to: string }[] = [{ label: 'Home', to: '/' }];
  if (currentMember) crumbs.push({ label: 'Current Member', to: eprocess === 'group' ? '/group-select-member' : '/agent-select-member' });
  crumbs.push({ label: 'Plans', to: '/plans' });
  if (name === 'cart') crumbs.push({ label: 'Cart', to: '/cart' });

  let body;
  if (recommended.isPending) {
    body = (
      <div className={listStyles.grid} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="13rem" />
        ))}
      </div>
    );
  } else if (recommended.isError) {
    body = <ErrorMessage message={recommended.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void recommended.refetch()} retrying={recommended.isFetching} />;
  } else if (recommended.data.plans.length === 0) {
    body = <InfoMessage>{MESSAGES.noRecommendedProducts}</InfoMessage>;
  } else {
    body = (
      <ul className={listStyles.grid}>
        {recommended.data.plans.map((plan) => (
          <li key={plan.plan_id} className={listStyles.item}>
            <RecommendedCard plan={plan} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <nav aria-label={STORE_WEB_MESSAGES.breadcrumb} className={listStyles.breadcrumb}>
        <ol>
          {crumbs.map((c) => (
            <li key={c.label}>
              <Link to={c.to}>{c.label}</Link>
            </li>
          ))}
          <li aria-current="page">{WEB_MESSAGES.recommendedProducts}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{WEB_MESSAGES.recommendedProducts}</h1>
      {body}
    </div>
  );
}
