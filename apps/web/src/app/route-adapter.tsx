import { Component, createContext, Suspense, useContext, useEffect, useSyncExternalStore, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@benefit-store/domain';
import { matchRoutes, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { create } from 'zustand';
import { preloadableLazy } from '../lib/preloadable-lazy';

/**
 * Renders data-router style route objects (`lazy`, `handle`, `ErrorBoundary`) with React Router's declarative mode
 * (BrowserRouter + useRoutes) instead of its data router (createBrowserRouter): the app uses no loaders, actions or
 * fetchers, and the data router's code is about 18 KB gzipped of the landing page's budget (docs/decisions/0008-landing-speed-and-first-paint.md).
 * `lazy` becomes React.lazy inside Suspense, `ErrorBoundary` a class boundary, and handles are read with
 * matchRoutes. It knows no route of its own (app-routes.tsx binds it to router.tsx), so the layout, which reads
 * the handles and the pending state, does not import the route table that imports the layout.
 */

type RouteModule = { Component?: ComponentType | null; default?: ComponentType };
type LazyLoader = () => Promise<RouteModule>;
type ErrorComponent = ComponentType<{ error?: unknown }>;

/** Whether a lazy route's code is loading: the layout's loading bar reads it (instead of useNavigation). */
const usePendingStore = create<{ pending: number }>(() => ({ pending: 0 }));
export const useRoutePending = () => usePendingStore((s) => s.pending > 0);

function Pending() {
  useEffect(() => {
    usePendingStore.setState((s) => ({ pending: s.pending + 1 }));
    return () => usePendingStore.setState((s) => ({ pending: s.pending - 1 }));
  }, []);
  return null;
}

class RouteErrorBoundary extends Component<{ fallback: ErrorComponent; children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    const Fallback = this.props.fallback;
    return this.state.failed ? <Fallback error={this.state.error} /> : this.props.children;
  }
}

function lazyComponent(load: LazyLoader): { Page: ComponentType; preload: () => Promise<unknown> } {
  // Once preloaded, the page renders in the same pass: no fallback commit, and so no wave (lib/preloadable-lazy.ts).
  const { Component: Loaded, preload } = preloadableLazy(async () => {
    const module = await load();
    const page = module.Component ?? module.default;
    if (!page) throw new Error('A lazy route module exports no Component.');
    return page;
  });
  function LazyRoute() {
    return (
      <Suspense fallback={<Pending />}>
        <Loaded />
      </Suspense>
    );
  }
  return { Page: LazyRoute, preload };
}

/** A route's page component, made once (a lazy route's React.lazy too: made again it would mount the page again). */
function resolvePage(route: RouteObject, preloaders: WeakMap<RouteObject, () => Promise<unknown>>, pages: WeakMap<RouteObject, ComponentType | null | undefined>): void {
  const { lazy: load, Component: Page, children } = route as RouteObject & { lazy?: LazyLoader };
  const lazyRoute = load ? lazyComponent(load) : undefined;
  if (lazyRoute) preloaders.set(route, lazyRoute.preload);
  pages.set(route, lazyRoute ? lazyRoute.Page : Page);
  for (const child of children ?? []) resolvePage(child, preloaders, pages);
}

/**
 * The route objects with their elements. Made again for each language: new elements of the same components make
 * React render every page again in the new language while keeping their state (a form being filled, the address),
 * where the same elements would let it skip them and leave their texts in the old language.
 */
function toDeclarative(route: RouteObject, pages: WeakMap<RouteObject, ComponentType | null | undefined>): RouteObject {
  const { lazy: _load, ErrorBoundary, HydrateFallback: _hydrate, Component: _page, children, ...rest } = route as RouteObject & { lazy?: LazyLoader };
  const Resolved = pages.get(route);
  const out = { ...rest } as RouteObject;
  if (Resolved) {
    out.element = ErrorBoundary ? (
      <RouteErrorBoundary fallback={ErrorBoundary as ErrorComponent}>
        <Resolved />
      </RouteErrorBoundary>
    ) : (
      <Resolved />
    );
  }
  if (children) out.children = children.map((child) => toDeclarative(child, pages));
  return out;
}

const onLocaleChange = (onChange: () => void) => i18n.on('change', onChange);
const activeLocaleTag = () => i18n.locale;

/** Back and forward keep the browser's scroll position; a new page starts at the top (ScrollRestoration's job). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

const RouteHandlesContext = createContext<unknown[]>([]);

/** The handles of the routes matching the current address (what useMatches gives a data router). */
export const useRouteHandles = (): unknown[] => useContext(RouteHandlesContext);

export interface RouteAdapter {
  /** Renders the routes matching the address (inside a BrowserRouter). */
  Routes: ComponentType;
  /**
   * Loads the code of the routes matching `pathname` (main.tsx awaits it before the first render, so the first
   * paint is the page itself, not the layout with an empty main). Undefined when the page's code is all in the entry.
   */
  preloadRoute: (pathname: string) => Promise<unknown> | undefined;
}

export function createRouteAdapter(routes: RouteObject[]): RouteAdapter {
  /** Each lazy route's loader, so the first page's code can be fetched before the first render. */
  const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();
  const pages = new WeakMap<RouteObject, ComponentType | null | undefined>();
  for (const route of routes) resolvePage(route, preloaders, pages);
  const byLocale = new Map<string, RouteObject[]>();
  const declarativeRoutesIn = (locale: string) => {
    let found = byLocale.get(locale);
    if (!found) byLocale.set(locale, (found = routes.map((route) => toDeclarative(route, pages))));
    return found;
  };

  function Routes() {
    const location = useLocation();
    // The routes' elements change with the language (lib/locale.ts activates it on Lingui's instance).
    const declarativeRoutes = declarativeRoutesIn(useSyncExternalStore(onLocaleChange, activeLocaleTag));
    const handles = (matchRoutes(routes, location) ?? []).map((m) => m.route.handle);
    return (
      <RouteHandlesContext.Provider value={handles}>
        <ScrollToTop />
        {useRoutes(declarativeRoutes)}
      </RouteHandlesContext.Provider>
    );
  }

  const preloadRoute = (pathname: string) => {
    const loads = (matchRoutes(routes, pathname) ?? []).flatMap((m) => preloaders.get(m.route) ?? []);
    return loads.length ? Promise.all(loads.map((load) => load())) : undefined;
  };

  return { Routes, preloadRoute };
}
