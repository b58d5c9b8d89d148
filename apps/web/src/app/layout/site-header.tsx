import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, WEB_MESSAGES } from '@benefit-store/domain';
import { useSiteTheme } from '../../features/branding/api/get-site-theme';
import { useSiteDisplay } from '../../features/branding/api/use-site-display';
import { AboutButton } from '../../features/branding/components/about-button';
import { SiteContact } from '../../features/branding/components/site-contact';
import { CartLink } from '../../features/cart/components/cart-link';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { themeImage } from '../../lib/theme';
import { BrandLogo, DEFAULT_LOGO } from './brand-logo';
import styles from './site-header.module.css';

/** Logo, the rep's or group's (or the site's) name, tagline and contact details, About, the cart and the menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const theme = useSiteTheme().data ?? {};
  const { display, isError } = useSiteDisplay();
  const logo = display?.logo ?? themeImage(theme, 'default_logo') ?? DEFAULT_LOGO;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <BrandLogo src={logo} alt={WEB_MESSAGES.homeOf({ name: display && display.kind !== 'site' ? display.name : PRODUCT_NAME })} />
        </Link>
        <div className={styles.identity} aria-live="polite">
          {display && display.kind !== 'site' && <p className={styles.siteName}>{display.name}</p>}
          {display && <p className={styles.tagline}>{display.tagline}</p>}
          {isError && <p className={styles.tagline}>{PRODUCT_NAME}</p>}
        </div>
        {display && <SiteContact display={display} className={styles.contact} />}
        <div className={styles.actions}>
          {display && <AboutButton display={display} className={styles.about} />}
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
            <span className={styles.menuLabel}>{WEB_MESSAGES.menu}</span>
          </button>
        </div>
      </div>
      <nav id="site-nav" aria-label={WEB_MESSAGES.mainNavigation} className={[styles.nav, menuOpen ? styles.open : ''].join(' ')}>
        <div className={styles.navInner}>
          <CategoryMenu onNavigate={() => setMenuOpen(false)} />
        </div>
      </nav>
    </header>
  );
}
