import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  categoryLabel,
  COMPARE_MESSAGES,
  compareFactRows,
  formatMoney,
  MESSAGES,
  parseComparePlans,
  STORE_WEB_MESSAGES,
  tierLabel,
  WEB_MESSAGES,
  type PlanCard,
} from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { useClientState } from '../../lib/client-state';
import { messageWithNodes } from '../../lib/message-nodes';
import { planHref } from '../../lib/plan-href';
import { AddToCartButton } from '../cart';
import { useFilteredPlans } from '../catalog';
import { useCompareSelection } from './compare-selection';
import pageStyles from '../../app/routes/page.module.css';
import styles from './compare-page.module.css';

const PARAM = 'plans';

function NotApplicable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{COMPARE_MESSAGES.notApplicable}</span>
    </>
  );
}

function Price({ plan }: { plan: PlanCard }) {
  if (plan.plan_price === null) return <span className={styles.muted}>{plan.price_message || STORE_WEB_MESSAGES.priceUnavailable}</span>;
  return (
    <span className={styles.price}>
      <strong>
        {formatMoney(plan.plan_price)}
        {STORE_WEB_MESSAGES.perMonth}
      </strong>
      <span className={styles.muted}>{tierLabel(plan.tier)}</span>
    </span>
  );
}

/** The side-by-side table: one column per plan, a row per attribute, headers both ways for screen readers. */
function CompareTable({ plans, tempId, onRemove }: { plans: PlanCard[]; tempId: string; onRemove: (planId: number) => void }) {
  const factRows = compareFactRows(plans.map((p) => p.plan_facts));
  const row = (key: string, label: string, cells: ReactNode[]) => (
    <tr key={key}>
      <th scope="row" className={styles.rowHeader}>
        {label}
      </th>
      {cells.map((cell, i) => (
        <td key={plans[i]!.plan_id} className={styles.cell}>
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    // A table wider than the screen scrolls sideways: the region takes focus so a keyboard can scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
    <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="compare-caption" className="visually-hidden">
          {COMPARE_MESSAGES.compareTableCaption}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {plans.map((plan) => (
              <th key={plan.plan_id} scope="col" className={styles.planHeader}>
                <img className={styles.logo} src={plan.plan_logo} alt={WEB_MESSAGES.carrierLogo({ carrier: plan.carrier_name })} height={32} loading="lazy" />
                <Link to={planHref(plan.plan_id, plan.plan_name)} className={styles.planName}>
                  {plan.plan_name}
                </Link>
                <button type="button" className={styles.remove} onClick={() => onRemove(plan.plan_id)} aria-label={COMPARE_MESSAGES.removeFromCompare({ planName: plan.plan_name })}>
                  {STORE_WEB_MESSAGES.remove}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('price', COMPARE_MESSAGES.monthlyPrice, plans.map((p) => <Price key={p.plan_id} plan={p} />))}
          {row('carrier', COMPARE_MESSAGES.carrier, plans.map((p) => p.carrier_name))}
          {row('category', COMPARE_MESSAGES.category, plans.map((p) => p.category_label || categoryLabel(p.plan_category)))}
          {factRows.map((fact) => row(`fact-${fact.key}`, fact.label, fact.values.map((v) => v ?? <NotApplicable />)))}
          {row(
            'add',
            STORE_WEB_MESSAGES.addToCart,
            plans.map((p) => (p.hide_add_to_cart || p.ppid === null ? (
              <NotApplicable />
            ) : (
              <div className={styles.addCell}>
                <AddToCartButton plan={p} enrollmentId={tempId} />
              </div>
            ))),
          )}
        </tbody>
      </table>
    </div>
  );
}

function ComparePlans({ ids, tempId, onRemove }: { ids: number[]; tempId: string; onRemove: (planId: number) => void }) {
  const listing = useFilteredPlans({ enrollmentId: tempId });
  const plans = useMemo(() => {
    const byId = new Map((listing.data?.result ?? []).flatMap((g) => g.plans.map((p) => [p.plan_id, p] as const)));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }, [listing.data, ids]);
  if (listing.isPending) return <Skeleton height="24rem" />;
  if (listing.isError) {
    return <ErrorMessage message={listing.error.message || COMPARE_MESSAGES.compareFailed} onRetry={() => void listing.refetch()} retrying={listing.isFetching} />;
  }
  return (
    <div className={pageStyles.stack} aria-busy={listing.isFetching || undefined}>
      {plans.length < ids.length && <InfoMessage>{COMPARE_MESSAGES.compareMissing}</InfoMessage>}
      {plans.length === 1 && (
        <InfoMessage>
          {COMPARE_MESSAGES.compareOne} <Link to="/plans">{STORE_WEB_MESSAGES.browsePlans}</Link>
        </InfoMessage>
      )}
      {plans.length > 0 && (
        <>
          <p className={`${styles.muted} ${styles.hint}`}>{COMPARE_MESSAGES.scrollHint}</p>
          <CompareTable plans={plans} tempId={tempId} onRemove={onRemove} />
        </>
      )}
    </div>
  );
}

/**
 * /compare?plans=1,2,3: the chosen plans side by side (up to five, across categories), priced for the visitor's
 * tier, with their carrier, category, benefit facts and Add to Cart. The address is the list, so a link can be
 * shared; opening one makes it the tab's compare selection.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const ids = useMemo(() => parseComparePlans(raw), [raw]);
  const tempId = useClientState((s) => s.tempId);
  const replace = useCompareSelection((s) => s.replace);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => replace(ids), [ids, replace]);

  const onRemove = (planId: number) => {
    const next = ids.filter((id) => id !== planId);
    setParams(next.length ? { [PARAM]: next.join(',') } : {}, { replace: true });
    // The removed column's button is gone: focus goes back to the page's heading.
    titleRef.current?.focus();
  };

  let content;
  if (ids.length === 0) {
    content = (
      <InfoMessage>
        {COMPARE_MESSAGES.compareEmpty} <Link to="/plans">{STORE_WEB_MESSAGES.browsePlans}</Link>
      </InfoMessage>
    );
  } else if (!tempId) {
    content = (
      <InfoMessage>
        {MESSAGES.enrollmentRequired}{' '}
        {messageWithNodes(STORE_WEB_MESSAGES.plansEnterInfo, { link: <Link to="/">{STORE_WEB_MESSAGES.plansEnterInfoLink}</Link> })}
      </InfoMessage>
    );
  } else {
    content = <ComparePlans ids={ids} tempId={tempId} onRemove={onRemove} />;
  }

  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.stack}>
        <h1 className={pageStyles.title} ref={titleRef} tabIndex={-1}>
          {COMPARE_MESSAGES.comparePlans}
        </h1>
        {content}
      </div>
    </div>
  );
}
