import { NavLink } from 'react-router';
import { formatMoney, WEB_MESSAGES } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { useCartAmount } from '../api/get-cart-amount';
import { useCartCount } from '../api/get-cart-count';
import styles from './cart-link.module.css';

/**
 * The header's cart link, named "Cart, 1 item, $23.50 a month". The visible text is the same words in the same
 * order (WCAG 2.5.3, label in name), so speech users can say what they see.
 */
export function CartLink() {
  const tempId = useClientState((s) => s.tempId);
  const count = useCartCount(tempId);
  const amount = useCartAmount(tempId);

  const n = tempId ? count.data : 0;
  const failed = Boolean(tempId) && (count.isError || amount.isError);
  // The amount is shown only when it matches the count (both settled), never a stale figure beside a new count.
  const settled = !count.isFetching && !amount.isFetching;
  const money = tempId && n && settled && amount.data !== undefined ? WEB_MESSAGES.cartPerMonth({ amount: formatMoney(amount.data) }) : null;
  const details = failed ? [WEB_MESSAGES.cartTotalUnavailable] : [n === undefined ? null : WEB_MESSAGES.cartItems({ count: n }), money].filter((p): p is string => Boolean(p));
  const items = failed || n === undefined ? null : WEB_MESSAGES.cartItems({ count: n });
  const second = failed ? WEB_MESSAGES.cartTotalUnavailable : money;

  return (
    <NavLink to="/cart" className={styles.link} aria-label={[WEB_MESSAGES.cart, ...details].join(', ')}>
      <svg className={styles.icon} width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
      </svg>
      {/* Two lines of a fixed width whatever they say ("Cart 1 item", "$23.50 a month"), so the header never changes
          height or wraps differently when the cart changes. On a phone the amount is in the link's name only. */}
      <span className={styles.text}>
        <span className={styles.first}>
          <span>{WEB_MESSAGES.cart}</span>{' '}
          {items && <span className={styles.count}>{items}</span>}
        </span>
        {second && <span className={failed ? styles.details : `${styles.details} ${styles.money}`}>{second}</span>}
      </span>
    </NavLink>
  );
}
