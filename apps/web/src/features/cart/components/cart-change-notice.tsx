import { Link } from 'react-router';
import { STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { dismissCartChange, useCartChange } from '../cart-change-notice';
import styles from './cart-change-notice.module.css';

/**
 * Says that a change of the basic information (a tier, age or state change) or of the dependents enrolled (a
 * household-priced plan's spouse or children) repriced the cart or removed plans from it, until the visitor dismisses
 * it; with the way to the cart, unless the page shows the cart's plans and prices itself or leaving it would lose
 * the way (`cartShown`: the cart; the enrollment wizard, whose review lists them).
 */
export function CartChangeNotice({ cartShown = false }: { cartShown?: boolean }) {
  const change = useCartChange((s) => s.change);
  // The live region is there before the news, so screen readers announce it when it arrives.
  return (
    <div role="status">
      {change && (
        <div className={styles.notice}>
          <p className={styles.text}>
            {STORE_WEB_MESSAGES.cartChangedWithDetails}{' '}
            {change.repriced > 0 && <span>{STORE_WEB_MESSAGES.cartLinesRepriced({ count: change.repriced })} </span>}
            {change.removed > 0 && <span>{STORE_WEB_MESSAGES.cartLinesRemoved({ count: change.removed })}</span>}
          </p>
          <div className={styles.actions}>
            {!cartShown && (
              <Link to="/cart" className={styles.link}>
                {STORE_WEB_MESSAGES.viewCart}
              </Link>
            )}
            <Button variant="secondary" onClick={dismissCartChange}>
              {STORE_WEB_MESSAGES.dismissNotice}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
