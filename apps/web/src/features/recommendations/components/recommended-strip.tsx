import { Link } from 'react-router';
import { MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { useRecommendedPlans } from '../api/use-recommended-plans';
import { RecommendedCarousel } from './recommended-carousel';
import styles from './recommended-strip.module.css';

function StripSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={WEB_MESSAGES.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="12rem" />
      ))}
    </div>
  );
}

interface RecommendedStripProps {
  /** The page showing the strip ('landing', 'plans', 'cart', ...): decides the ranking and View All's return. */
  pageName: string;
}

/** "Recommended Products": at most 5 plans in a carousel, with View All to /recommend-list. */
export function RecommendedStrip({ pageName }: RecommendedStripProps) {
  const recommended = useRecommendedPlans(pageName);
  const headingId = `recommended-${pageName}`;
  let body;
  if (recommended.isPending) body = <StripSkeleton />;
  else if (recommended.isError) {
    body = (
      <ErrorMessage
        message={recommended.error.message || WEB_MESSAGES.loadFailed}
        onRetry={() => void recommended.refetch()}
        retrying={recommended.isFetching}
      />
    );
  } else if (recommended.data.plans.length === 0) body = <InfoMessage>{MESSAGES.noRecommendedProducts}</InfoMessage>;
  else {
    body = <RecommendedCarousel plans={recommended.data.plans} />;
  }
  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 className={styles.title} id={headingId}>
          {WEB_MESSAGES.recommendedProducts}
        </h2>
        <Link className={styles.viewAll} to={`/recommend-list?name=${encodeURIComponent(pageName)}`}>
          {WEB_MESSAGES.viewAll}
          <span className="visually-hidden-inline"> {WEB_MESSAGES.recommendedProducts}</span>
        </Link>
      </div>
      {body}
    </section>
  );
}
