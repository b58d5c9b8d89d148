import { lazy, Suspense, useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COMPARE_MESSAGES, i18n, isPlanCategory, MESSAGES, orderListing, readListingOrder, WEB_MESSAGES, STORE_WEB_MESSAGES, writeListingOrder, type ListingOrder } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { useFilteredPlans } from '../../features/catalog/api/get-filtered-plans';
import { useMenuFilteredPlans } from '../../features/catalog/api/get-menu-filtered-plans';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { CompareBar, ListingOrderControls } from '../../features/compare';
import { NetworkFilter } from '../../features/catalog/components/network-filter';
import { PlanList } from '../../features/catalog/components/plan-list';
import { plansHeading, readPlansFilter, showsNetwork, writePlansFilter, type PlansFilter } from '../../features/catalog/plans-filter';
import { usePlanCategories } from '../../features/catalog/api/get-plan-category';
import { FILTER_CHANGE } from '../layout/focus-on-navigation';
import { BasicFilterBar } from '../../features/filter/components/basic-filter-bar';
import { LazyRecommendedStrip, preloadRecommendedStrip } from '../../features/recommendations/components/lazy-recommended-strip';
import { useClientState } from '../../lib/client-state';
import { useSiteContext } from '../../lib/site-context';
import styles from './page.module.css';
import plansStyles from './plans.module.css';
import { messageWithNodes } from '../../lib/message-nodes';
import { PlansAddAction } from './plans-add-action';
import { preloadableLazy } from '../../lib/preloadable-lazy';

// A card's "…by clicking here." button and its popup load only for a listing that shows such a card (a disability
// plan waiting for a salary), so /plans keeps its budget for the many listings without one.
const CardPriceFix = lazy(() => import('../../features/plan-detail/components/card-price-fix').then((m) => ({ default: m.CardPriceFix })));
// The notify dialog's code loads as the first add is sent, so the dialog opens with the add's answer.
const notifyDialog = preloadableLazy(async () => (await import('../../features/catalog/components/notify-dialog')).NotifyDialog);
const NotifyDialog = notifyDialog.Component;
const preloadNotifyDialog = () => void notifyDialog.preload().catch(() => undefined);
// The strip follows the listing: its code loads while the listing's answer does.
preloadRecommendedStrip();

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
 * /plans?type=<categories>&network=<name>. With a temporary enrollment: the Basic Filter bar, the side category
 * filter and plans priced for the visitor with Add to cart (then the notify dialog). Without one: a category's plans
 * "from" their lowest price, and a prompt to fill in the basic information. The network dropdown shows on the
 * medical listing. The categories ticked and the network live in the address (features/catalog/plans-filter.ts), so
 * Back, reload and a shared link show the same listing.
 */
export function PlansRoute() {
  const [params, setParams] = useSearchParams();
  // The router applies an address change in a transition; the filter just chosen shows at once meanwhile (a ticked
  // box stays ticked), until the address holds it.
  const search = params.toString();
  const [chosen, setChosen] = useState<{ on: string; filter: PlansFilter } | null>(null);
  const { categories, network } = chosen && chosen.on === search ? chosen.filter : readPlansFilter(params);
  // Before the basic information the server lists one category's plans at a time ("from" prices).
  const category = categories.length === 1 ? categories[0]! : null;
  const tempId = useClientState((s) => s.tempId);
  const context = useSiteContext();
  const showNetwork = showsNetwork(categories);
  const planNetwork = network || undefined;
  const [added, setAdded] = useState<{ planName: string; focusBack: RefObject<HTMLElement | null> } | null>(null);
  // Each change is a new history entry (Back undoes it); focus stays on the control that made it.
  const setFilter = (next: PlansFilter) => {
    const address = writePlansFilter(params, next);
    setChosen({ on: search, filter: readPlansFilter(address) });
    setParams(address, { state: FILTER_CHANGE, preventScrollReset: true });
  };
  const grid = usePlanCategories();
  // The sort and the medical fact filters (deductible, network type) live in the address too, applied in the browser
  // to the listing already loaded (domain catalog/plan-order.ts); the fact filters apply while Medical alone is listed.
  const order = readListingOrder(params);
  const shownOrder: ListingOrder = showNetwork ? order : { ...order, maxDeductible: null, networkType: null };
  const setOrder = (next: ListingOrder) => setParams(writeListingOrder(params, next), { state: FILTER_CHANGE, preventScrollReset: true });

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
  } else if (
    (shownOrder.maxDeductible !== null || shownOrder.networkType !== null) &&
    orderListing(query.data, shownOrder).result.every((g) => g.plans.length === 0) &&
    query.data.result.some((g) => g.plans.length > 0)
  ) {
    content = <InfoMessage>{COMPARE_MESSAGES.noMatchingPlans}</InfoMessage>;
  } else {
    content = (
      <PlanList
        data={orderListing(query.data, shownOrder, i18n.locale || 'en')}
        priceMode={tempId ? 'tier' : 'from'}
        renderAction={(plan) =>
          !tempId ? null : !plan.hide_add_to_cart ? (
            <PlansAddAction plan={plan} tempId={tempId} onAdding={preloadNotifyDialog} onAdded={(p, focusBack) => setAdded({ planName: p.plan_name, focusBack })} />
          ) : plan.price_error_code ? (
            <Suspense fallback={null}>
              <CardPriceFix plan={plan} tempId={tempId} />
            </Suspense>
          ) : null
        }
      />
    );
  }

  const title = tempId || category ? plansHeading(categories) : STORE_WEB_MESSAGES.allPlans;
  // The recommended strip comes once the listing above it has its final height, so it is never pushed down the
  // screen after it showed (a 0.34 layout shift on /plans at 1280 px before).
  const settled = query ? !query.isPending : !grid.isPending;
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
              <CategoryFilter enrollmentId={tempId} selected={categories} onChange={(next) => setFilter({ categories: next.filter(isPlanCategory), network })} />
            </aside>
          )}
          <div className={styles.stack}>
            {showNetwork && <NetworkFilter value={network} onChange={(next) => setFilter({ categories, network: next })} />}
            {query && <ListingOrderControls order={shownOrder} onChange={setOrder} medicalFilters={showNetwork} />}
            {tempId && <CompareBar />}
            {content}
          </div>
        </div>
        {settled && <LazyRecommendedStrip pageName="plans" />}
      </div>
      {added && (
        <Suspense fallback={null}>
          <NotifyDialog planName={added.planName} returnFocusTo={added.focusBack} onClose={() => setAdded(null)} />
        </Suspense>
      )}
    </div>
  );
}
