import { Link } from 'react-router';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@benefit-store/domain';
import styles from './site-footer.module.css';

/**
 * Footer shell. The spec's footer content (contact details, registration and dashboard links, app links) comes
 * with the site information of a later issue; only pages that exist are linked here.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/plans">Browse plans</Link>
            </li>
            <li>
              <Link to="/cart">Your cart</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
