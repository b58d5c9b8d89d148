import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LiveAnnouncer } from '../../components/ui/live-announcer';
import { LoadingBar } from '../../components/ui/loading-bar';
import { ThemeApplier } from '../../features/branding/components/theme-applier';
import { useRouteHandles, useRoutePending } from '../route-adapter';
import { hidesChrome } from '../route-handle';
import { SiteHeader } from './site-header';
import { isFilterChange } from './focus-on-navigation';
import styles from './app-layout.module.css';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { loadAfterPaint } from '../../lib/after-paint';

// Code that loads after the first paint, so the landing entry does not carry it: the footer (below the fold) and the
// site startup, whose lookups wait for the paint anyway (main.tsx pauses queries until then).
const afterPaintLazy = (load: () => Promise<{ default: ComponentType }>) => lazy(() => loadAfterPaint(load));
const SiteFooter = afterPaintLazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const SiteStartup = afterPaintLazy(() => import('../../features/sites/components/site-startup').then((m) => ({ default: m.SiteStartup })));

/** Skip link, header, main, footer; the loading bar and the live regions. */
export function AppLayout() {
  const bare = useRouteHandles().some(hidesChrome);
  const navigating = useRoutePending();
  const { pathname, search, state } = useLocation();
  const mainRef = useRef<HTMLElement>(null);

  // After a navigation (not on the first page), move focus to the new content so screen readers start there.
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    if (!isFilterChange(state)) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, search, state]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {WEB_MESSAGES.skipToContent}
      </a>
      <LoadingBar pending={navigating} />
      <LiveAnnouncer />
      <Suspense fallback={null}>
        <SiteStartup />
      </Suspense>
      <ThemeApplier />
      {!bare && <SiteHeader />}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {!bare && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </div>
  );
}
