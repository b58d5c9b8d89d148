import { CartView } from '../../features/cart/components/cart-view';
import styles from './page.module.css';

/** /cart */
export function CartRoute() {
  return (
    <div className={styles.page}>
      <CartView />
    </div>
  );
}
