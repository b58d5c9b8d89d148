import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoryLabel, isPlanCategory, MESSAGES, NETWORK_CATEGORY, WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { useFilteredPlans } from '../../features/catalog/api/get-filtered-plans';
import { useMenuFilteredPlans } from '../../features/catalog/api/get-menu-filtered-plans';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { NetworkFilter } from '../../features/catalog/components/network-filter';
import { PlanList } from '../../features/catalog/components/plan-list';
import { BasicFilterBar } from '../../features/filter/components/basic-filter-bar';
import { RecommendedStrip } from '../../features/recommendations/components/recommended-strip';
import { useClientState } from '../../lib/client-state';
import { useSiteContext } from '../../lib/site-context';
import styles from './page.module.css';
import plansStyles from './plans.module.css';
import { messageWithNodes } from '../../lib/message-nodes';

const NotifyDialog = lazy(() => import('../../features/catalog/components/notify-dialog').then((m) => ({ default: m.NotifyDialog })));

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
 * /plans?type=<category>. With a temporary enrollment: the Basic Filter bar, the side category filter and plans
 * priced for the visitor with Add to cart (then the notify dialog). Without one: a category's plans "from" their
 * lowest price, and a prompt to fill in the basic information. The network dropdown shows on the medical listing.
 */
export function PlansRoute() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const category = isPlanCategory(type) ? type : null;
  const tempId = useClientState((s) => s.tempId);
  const context = useSiteContext();
  // The side filter's choice, reset when the menu changes the category (keyed by it below).
  const [picked, setPicked] = useState<{ for: string | null; categories: string[] }>({ for: category, categories: [] });
  const selected = picked.for === category ? picked.categories : [];
  const categories = selected.length > 0 ? selected : category ? [category] : [];
  const [network, setNetwork] = useState('');
  const showNetwork = categories.length === 1 && categories[0] === NETWORK_CATEGORY;
  const planNetwork = showNetwork && network ? network : undefined;
  const [added, setAdded] = useState<string | null>(null);

  const filtered = useFilteredPlans({ enrollmentId: tempId, categories: categories.length ? categories.join(',') : undefined, planNetwork });
  const menu = useMenuFilteredPlans({ category: tempId ? null : category, context, planNetwork });
  const query = tempId ? filtered : category ? menu : null;

  let content;
  if (!query) {
    content = (
      <section aria-labelledby="plans-categories">
        <h2 id="plans-categories">{STORE_WEB_MESSAGES.chooseCategory}</h2>
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
        renderAction={(plan) =>
          tempId && !plan.hide_add_to_cart ? <AddToCartButton plan={plan} enrollmentId={tempId} onAdded={(p) => setAdded(p.plan_name)} /> : null
        }
      />
    );
  }

  const title = categories.length === 1 ? STORE_WEB_MESSAGES.categoryPlans({ category: categoryLabel(categories[0]!) }) : STORE_WEB_MESSAGES.allPlans;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.stack}>
        {tempId ? (
          <BasicFilterBar tempId={tempId} />
        ) : (
          <InfoMessage>
            {MESSAGES.enrollmentRequired}{' '}
            {messageWithNodes(STORE_WEB_MESSAGES.plansEnterInfo, { link: <Link to="/">{STORE_WEB_MESSAGES.plansEnterInfoLink}</Link> })}
          </InfoMessage>
        )}
        <div className={tempId ? plansStyles.layout : undefined}>
          {tempId && (
            <aside className={plansStyles.side} aria-label={STORE_WEB_MESSAGES.filterPlans}>
              <CategoryFilter enrollmentId={tempId} selected={selected} onChange={(next) => setPicked({ for: category, categories: next })} />
            </aside>
          )}
          <div className={styles.stack}>
            {showNetwork && <NetworkFilter value={network} onChange={setNetwork} />}
            {content}
          </div>
        </div>
        <RecommendedStrip pageName="plans" />
      </div>
      {added && (
        <Suspense fallback={null}>
          <NotifyDialog planName={added} onClose={() => setAdded(null)} />
        </Suspense>
      )}
    </div>
  );
}
