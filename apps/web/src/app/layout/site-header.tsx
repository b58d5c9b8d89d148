import { lazy, Suspense, type ComponentType, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME, WEB_MESSAGES } from '@benefit-store/domain';
import { useSiteTheme } from '../../features/branding/api/get-site-theme';
import { useSiteDisplay } from '../../features/branding/api/use-site-display';
import { useDefaultInfo } from '../../features/branding/api/get-default-info';
import { applySiteDefaultLocale } from '../../lib/locale';
import { CartLink } from '../../features/cart/components/cart-link';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { LanguageSelect } from '../../features/language';
import { themeImage } from '../../lib/theme';
import { useClientState } from '../../lib/client-state';
import { BrandLogo, DEFAULT_LOGO } from './brand-logo';
import { useContactRowBelow } from './site-header-layout';
import { loadAfterPaint } from '../../lib/after-paint';
import styles from './site-header.module.css';

// The contact details and About show with the site's details (a request after the first paint); their code is not in
// the landing entry but loads with the first paint's wave (lib/after-paint.ts), asked for when the header first renders,
// so it is there when the details come rather than one more render later.
const chromeImports = () => Promise.all([import('../../features/branding/components/header-contact'), import('../../features/branding/components/about-button')]);
let chromeCode: ReturnType<typeof chromeImports> | undefined;
const loadChromeCode = () => {
  chromeCode ??= loadAfterPaint(chromeImports);
  chromeCode.catch(() => (chromeCode = undefined));
  return chromeCode;
};
// React.lazy keeps a failed load for good: a chunk lost to a dropped connection shows no contact details or About for
// that render, and the next render of the header asks for them again.
type ChromeCode = Awaited<ReturnType<typeof chromeImports>>;
const chromePart = <P extends object>(pick: (code: ChromeCode) => ComponentType<P>) =>
  lazy(() =>
    loadChromeCode().then(
      (code) => ({ default: pick(code) }),
      () => {
        chrome = chromeParts();
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );
const chromeParts = () => ({ HeaderContact: chromePart(([m]) => m.HeaderContact), AboutButton: chromePart(([, m]) => m.AboutButton) });
let chrome = chromeParts();

/** Logo, the rep's or group's (or the site's) name, tagline and contact details, About, the language, the cart and the menu. */
export function SiteHeader() {
  useEffect(() => void loadChromeCode().catch(() => undefined), []);
  // The menu is open at one location: any route change (a link, Back) closes it; so does Escape.
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  // A site may set the language its visitors see first; a visitor's own choice (the cookie) still wins.
  // `undefined` while the site's details load; null when they say it has none (or there is no site record).
  const defaultInfo = useDefaultInfo();
  const siteLocale = defaultInfo.isSuccess ? (defaultInfo.data?.default_locale ?? null) : undefined;
  useEffect(() => void applySiteDefaultLocale(siteLocale), [siteLocale]);
  const theme = useSiteTheme().data ?? {};
  const { display, isError } = useSiteDisplay();
  // White-label: a rep's or group's site shows their logo, else their name; never the store's logo beside it.
  const whiteLabel = useClientState((s) => s.group_id !== null || s.agent_id !== null);
  const own = display && display.kind !== 'site' ? display : null;
  const logo = whiteLabel ? (own?.logo ?? null) : (display?.logo ?? themeImage(theme, 'default_logo') ?? DEFAULT_LOGO);
  const ownNameAsBrand = own !== null && logo === null;
  const contactBelow = useContactRowBelow();
  const identity = (
    <div key="identity" className={styles.identity} aria-live="polite">
      {own && !ownNameAsBrand && <p className={styles.siteName}>{own.name}</p>}
      {display && <p className={styles.tagline}>{display.tagline}</p>}
      {isError && <p className={styles.tagline}>{PRODUCT_NAME}</p>}
    </div>
  );
  // The contact row is held from the first paint, so the header keeps its height when the details arrive.
  const contact = display ? (
    <Suspense key="contact" fallback={<div className={styles.contact} aria-hidden="true" />}>
      <chrome.HeaderContact display={display} className={styles.contact} openClassName={styles.contactOpen} toggleClassName={styles.contactToggle} labelClassName={styles.menuLabel} />
    </Suspense>
  ) : (
    <div key="contact-held" className={styles.contact} aria-hidden="true" />
  );
  const actions = (
    <div key="actions" className={styles.actions}>
      {display && (
        <Suspense fallback={null}>
          <chrome.AboutButton display={display} className={styles.about} iconClassName={styles.aboutIcon} labelClassName={styles.menuLabel} />
        </Suspense>
      )}
      <CartLink />
      <button
        type="button"
        ref={menuToggleRef}
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
        </svg>
        <span className={styles.menuLabel}>{WEB_MESSAGES.menu}</span>
      </button>
    </div>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {logo ? (
          <Link to="/" className={styles.brand}>
            <BrandLogo src={logo} alt={WEB_MESSAGES.homeOf({ name: own ? own.name : PRODUCT_NAME })} />
          </Link>
        ) : ownNameAsBrand ? (
          <Link to="/" className={styles.brand} aria-label={WEB_MESSAGES.homeOf({ name: own.name })}>
            <span className={styles.siteName}>{own.name}</span>
          </Link>
        ) : (
          <span className={styles.brand} aria-hidden="true" />
        )}
        {/* In the page in the order the eye reads them: below 1200 px the contact details take a row under the buttons. */}
        {contactBelow ? [identity, actions, contact] : [identity, contact, actions]}
      </div>
      <nav id="site-nav" aria-label={WEB_MESSAGES.mainNavigation} className={[styles.nav, menuOpen ? styles.open : ''].join(' ')}>
        <div className={styles.navInner}>
          <CategoryMenu onNavigate={() => setMenuOpen(false)} />
          {/* At the end of the navigation bar (on a phone, of the menu): drawn with the first paint, so the header's
              rows never move for it, whatever the site's details and their length in the language chosen. */}
          <LanguageSelect className={styles.language} showLabel />
        </div>
      </nav>
    </header>
  );
}
