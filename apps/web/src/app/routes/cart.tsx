import { lazy, Suspense, useState } from 'react';
import { SAVE_CART_REDIRECTION } from '@benefit-store/domain';
import { CART_CONTENT_ID, CartView } from '../../features/cart/components/cart-view';
import { CheckoutPanel } from '../../features/checkout/components/checkout-panel';
import { SaveCartButton } from '../../features/quotes/components/save-cart-button';
import { LazyRecommendedStrip, preloadRecommendedStrip } from '../../features/recommendations/components/lazy-recommended-strip';
import { Skeleton } from '../../components/ui/skeleton';
import { useClientState } from '../../lib/client-state';
import styles from './page.module.css';

// A quote link's view (redirection type save-cart) is a rare visit: its code loads only then, not with every cart.
const QuoteView = lazy(() => import('../../features/quotes/components/quote-view').then((m) => ({ default: m.QuoteView })));
// The strip follows the cart: its code loads while the cart's answer does.
preloadRecommendedStrip();

/** /cart: the cart with checkout and Save Cart in its Order Info panel, then the recommended products. */
export function CartRoute() {
  // A quote link was opened (redirection type save-cart): the quote view takes the cart's place.
  const redirectionType = useClientState((s) => s.redirectionType);
  // The effective date chosen in the dropdown: Save Cart sends it, so the quote keeps it.
  const [effectiveDate, setEffectiveDate] = useState('');
  if (redirectionType === SAVE_CART_REDIRECTION) {
    return (
      <div className={styles.page}>
        <Suspense
          fallback={
            <div aria-busy="true">
              <Skeleton height="6rem" />
            </div>
          }
        >
          <QuoteView />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.stack}`}>
      <CartView
        orderActions={(enrollmentId) => (
          <>
            <CheckoutPanel enrollmentId={enrollmentId} captureId={CART_CONTENT_ID} onDateChange={setEffectiveDate} />
            <SaveCartButton effectiveDate={effectiveDate} />
          </>
        )}
      />
      <LazyRecommendedStrip pageName="cart" />
    </div>
  );
}
