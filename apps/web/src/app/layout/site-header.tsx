import { useState } from 'react';
import { Link } from 'react-router';
import { CartLink } from '../../features/cart/components/cart-link';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { BrandLogo } from './brand-logo';
import styles from './site-header.module.css';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <BrandLogo />
        </Link>
        <div className={styles.actions}>
          <CartLink />
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
            </svg>
            <span className={styles.menuLabel}>Menu</span>
          </button>
        </div>
      </div>
      <nav id="site-nav" aria-label="Main" className={[styles.nav, menuOpen ? styles.open : ''].join(' ')}>
        <div className={styles.navInner}>
          <CategoryMenu onNavigate={() => setMenuOpen(false)} />
        </div>
      </nav>
    </header>
  );
}
