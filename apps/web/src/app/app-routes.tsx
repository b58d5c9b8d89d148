import { Component, lazy, Suspense, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { create } from 'zustand';
import { routes } from './router';

/**
 * The routes of router.tsx, rendered by React Router's declarative mode (BrowserRouter + useRoutes) instead of its
 * data router (createBrowserRouter): the app uses no loaders, actions or fetchers, and the data router's code is
 * about 18 KB gzipped of the landing page's budget (docs/decisions.md). router.tsx keeps its data-router style
 * config (`lazy`, `handle`, `ErrorBoundary`); this file adapts it: `lazy` becomes React.lazy inside Suspense,
 * `ErrorBoundary` a class boundary, and handles are read with matchRoutes.
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

/** Each lazy route's loader, so the first page's code can be fetched before the first render (preloadRoute). */
const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();

function lazyComponent(load: LazyLoader): { Page: ComponentType; preload: () => Promise<unknown> } {
  let page: ComponentType | undefined;
  const preload = async () => {
    const module = await load();
    page = module.Component ?? module.default;
    if (!page) throw new Error('A lazy route module exports no Component.');
    return { default: page };
  };
  // Once preloaded, React.lazy gets an already-settled thenable and renders the page in the same pass: no fallback
  // commit, and so no wave (React holds a revealed boundary back up to 300 ms after its fallback showed).
  const Loaded = lazy(() => (page ? ({ then: (done: (m: { default: ComponentType }) => void) => done({ default: page! }) } as Promise<{ default: ComponentType }>) : preload()));
  function LazyRoute() {
    return (
      <Suspense fallback={<Pending />}>
        <Loaded />
      </Suspense>
    );
  }
  return { Page: LazyRoute, preload };
}

function toDeclarative(route: RouteObject): RouteObject {
  const { lazy: load, ErrorBoundary, HydrateFallback: _hydrate, Component: Page, children, ...rest } = route as RouteObject & { lazy?: LazyLoader };
  const lazyRoute = load ? lazyComponent(load) : undefined;
  if (lazyRoute) preloaders.set(route, lazyRoute.preload);
  const Resolved: ComponentType | null | undefined = lazyRoute ? lazyRoute.Page : Page;
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
  if (children) out.children = children.map(toDeclarative);
  return out;
}

const declarativeRoutes = routes.map(toDeclarative);

/**
 * Loads the code of the routes matching `pathname` (main.tsx awaits it before the first render, so the first paint
 * is the page itself, not the layout with an empty main). Undefined when the page's code is all in the entry.
 */
export function preloadRoute(pathname: string): Promise<unknown> | undefined {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap((m) => preloaders.get(m.route) ?? []);
  return loads.length ? Promise.all(loads.map((load) => load())) : undefined;
}

/** The handles of the routes matching the current address (what useMatches gives a data router). */
export function useRouteHandles(): unknown[] {
  const location = useLocation();
  return (matchRoutes(routes, location) ?? []).map((m) => m.route.handle);
}

/** Back and forward keep the browser's scroll position; a new page starts at the top (ScrollRestoration's job). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      {useRoutes(declarativeRoutes)}
    </>
  );
}
