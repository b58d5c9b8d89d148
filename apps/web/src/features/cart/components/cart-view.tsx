import { useRef, type ReactNode } from 'react';
import { hasPremierPlan, MESSAGES, tierLabel, WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { usePremierFlag } from '../api/get-more-requirement';
import { usePlanCart } from '../api/get-plan-cart';
import { StoreBreadcrumb } from '../../catalog';
import { CartChangeNotice } from './cart-change-notice';
import { CartContextLine } from './cart-context-line';
import { CartItem } from './cart-item';
import { OrderInfo } from './order-info';
import { RidersBlock } from './riders-block';
import styles from './cart-view.module.css';
import { messageWithNodes } from '../../../lib/message-nodes';

/** The element the checkout screenshot pictures. */
export const CART_CONTENT_ID = 'cart-content';

function EmptyCart() {
  return (
    <div className={styles.empty}>
      <p>{MESSAGES.emptyCart}</p>
      <ButtonLink to="/plans">{STORE_WEB_MESSAGES.browsePlans}</ButtonLink>
    </div>
  );
}

interface CartViewProps {
  /** Checkout and Save Cart, placed in the Order Info panel by the route (they belong to other features). */
  orderActions?: (enrollmentId: string) => ReactNode;
}

/** The cart: breadcrumb, context line, plans with Remove, Order Info, and the additional riders. */
export function CartView({ orderActions }: CartViewProps) {
  const tempId = useClientState((s) => s.tempId);
  const cart = usePlanCart(tempId);
  const premierFlag = usePremierFlag(tempId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  let body;
  let premierSite = true;
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
    premierSite = cart.data.premier_site;
    body = <EmptyCart />;
  } else {
    premierSite = cart.data.premier_site;
    // get-more-requirement is the premier flag; until it answers, the cart's own plan types say the same.
    const premierInCart = premierFlag.data ?? hasPremierPlan(cart.data.result);
    const tier = cart.data.result[0]!.tier;
    body = (
      <>
        <div className={styles.layout}>
          <div>
            <p className={styles.tier}>
              {messageWithNodes(STORE_WEB_MESSAGES.coverageTier, { tier: <strong>{tierLabel(tier, { premierInCart })}</strong> })}
            </p>
            <ul className={styles.list} aria-label={STORE_WEB_MESSAGES.plansInYourCart}>
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
            <RidersBlock riders={cart.data.riders} enrollmentId={tempId} />
          </div>
          <OrderInfo cart={cart.data}>{orderActions?.(tempId)}</OrderInfo>
        </div>
      </>
    );
  }

  return (
    <div id={CART_CONTENT_ID}>
      <StoreBreadcrumb current="cart" />
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {STORE_WEB_MESSAGES.yourCart}
      </h1>
      {tempId && <CartContextLine premierSite={premierSite} />}
      <CartChangeNotice cartShown />
      {body}
    </div>
  );
}
