/**
 * Loads a page's code before going there, for a page that leaves after an action (the landing form's Submit goes to
 * /plans): navigating to a lazy page whose code is not loaded yet shows an empty main until it arrives (React holds
 * the page back at least 300 ms), so the action finishes by loading it and then navigates. The route table registers
 * its loader here (app-routes.tsx): a page imported by the route table cannot import the table itself.
 */
type Preload = (pathname: string) => Promise<unknown> | undefined;

let preloadRoute: Preload = () => undefined;

export function registerPagePreload(preload: Preload) {
  preloadRoute = preload;
}

/** Resolves once the page's code is loaded, or failed to load (the navigation then shows the failure as usual). */
export function preloadPage(pathname: string): Promise<void> {
  return Promise.resolve(preloadRoute(pathname)).then(
    () => undefined,
    () => undefined,
  );
}
