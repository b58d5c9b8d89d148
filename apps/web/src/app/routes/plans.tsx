import { Link, useSearchParams } from 'react-router';
import { categoryLabel, isPlanCategory, MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { useFilteredPlans } from '../../features/catalog/api/get-filtered-plans';
import { useMenuFilteredPlans } from '../../features/catalog/api/get-menu-filtered-plans';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { PlanList } from '../../features/catalog/components/plan-list';
import { useClientState } from '../../lib/client-state';
import { useSiteContext } from '../../lib/site-context';
import styles from './page.module.css';

function PlansSkeleton() {
  return (
    <div className={styles.cards} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="14rem" />
      ))}
    </div>
  );
}

/**
 * /plans?type=<category>. With a temporary enrollment: plans priced for the visitor, with Add to cart.
 * Without one: a category's plans "from" their lowest price, and a prompt to fill in the basic information.
 */
export function PlansRoute() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const category = isPlanCategory(type) ? type : null;
  const tempId = useClientState((s) => s.tempId);
  const context = useSiteContext();
  const filtered = useFilteredPlans({ enrollmentId: tempId, categories: category ?? undefined });
  const menu = useMenuFilteredPlans({ category: tempId ? null : category, context });
  const query = tempId ? filtered : category ? menu : null;

  let content;
  if (!query) {
    content = (
      <section aria-labelledby="plans-categories">
        <h2 id="plans-categories">Choose a category</h2>
        <CategoryGrid />
      </section>
    );
  } else if (query.isPending) {
    content = <PlansSkeleton />;
  } else if (query.isError) {
    content = <ErrorMessage message={query.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    content = (
      <PlanList
        data={query.data}
        priceMode={tempId ? 'tier' : 'from'}
        renderAction={(plan) => (tempId && !plan.hide_add_to_cart ? <AddToCartButton plan={plan} enrollmentId={tempId} /> : null)}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{category ? `${categoryLabel(category)} plans` : 'All plans'}</h1>
      <div className={styles.stack}>
        {!tempId && (
          <InfoMessage>
            {MESSAGES.enrollmentRequired} <Link to="/">Enter your basic information</Link> to see your prices and add plans to your cart.
          </InfoMessage>
        )}
        {content}
      </div>
    </div>
  );
}
