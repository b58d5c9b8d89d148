import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy that can be loaded ahead, and that renders in the same pass once it has been. Plain React.lazy suspends
 * the first time it renders even when its module is already in the browser (its promise settles a tick later), and
 * React then holds the revealed content back up to 300 ms after the fallback showed: a step or a page that appears a
 * third of a second after its answer. Here the factory hands React an already-settled thenable once `preload` has
 * finished, so nothing suspends. A failed load is forgotten, so the next `preload` or render asks again.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<ComponentType<P>>; loaded: () => boolean } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const settled = (component: ComponentType<P>) => ({ then: (done: (m: { default: ComponentType<P> }) => void) => done({ default: component }) }) as Promise<{ default: ComponentType<P> }>;
  const Component = lazy(() => (loaded ? settled(loaded) : preload().then((component) => ({ default: component }))));
  return { Component, preload, loaded: () => loaded !== undefined };
}
