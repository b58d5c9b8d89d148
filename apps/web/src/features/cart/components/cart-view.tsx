import { useRef } from 'react';
import { formatMoney, hasPremierPlan, MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { usePlanCart } from '../api/get-plan-cart';
import { CartItem } from './cart-item';
import styles from './cart-view.module.css';

function EmptyCart() {
  return (
    <div className={styles.empty}>
      <p>{MESSAGES.emptyCart}</p>
      <ButtonLink to="/plans">Browse plans</ButtonLink>
    </div>
  );
}

/** The cart: its plans with Remove, and the first-month and monthly totals. */
export function CartView() {
  const tempId = useClientState((s) => s.tempId);
  const cart = usePlanCart(tempId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  let body;
  if (!tempId) {
    body = <EmptyCart />;
  } else if (cart.isPending) {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </div>
    );
  } else if (cart.isError) {
    body = <ErrorMessage message={cart.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />;
  } else if (cart.data.result.length === 0) {
    body = <EmptyCart />;
  } else {
    const premierInCart = hasPremierPlan(cart.data.result);
    body = (
      <div className={styles.layout}>
        <ul className={styles.list} aria-label="Plans in your cart">
          {cart.data.result.map((plan) => (
            <CartItem
              key={`${plan.plan_id}-${plan.plan_pricing_id}`}
              plan={plan}
              enrollmentId={tempId}
              premierInCart={premierInCart}
              onRemoved={() => headingRef.current?.focus()}
            />
          ))}
        </ul>
        <section className={styles.summary} aria-labelledby="cart-summary-title">
          <h2 className={styles.summaryTitle} id="cart-summary-title">
            Order summary
          </h2>
          {cart.data.special_message && <p className={styles.special}>{cart.data.special_message}</p>}
          <dl className={styles.totals}>
            <div className={styles.row}>
              <dt>First month</dt>
              <dd>{formatMoney(cart.data.initial_month_cost)}</dd>
            </div>
            <div className={styles.row}>
              <dt>Monthly</dt>
              <dd>{formatMoney(cart.data.recurring_month_cost)}</dd>
            </div>
          </dl>
          <ButtonLink to="/plans" variant="secondary">
            Continue shopping
          </ButtonLink>
        </section>
      </div>
    );
  }

  return (
    <>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        Your cart
      </h1>
      {body}
    </>
  );
}
