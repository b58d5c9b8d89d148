import { createRouteAdapter } from './route-adapter';
import { routes } from './router';
import { registerPagePreload } from './page-preload';

/** The app's routes (router.tsx) rendered in declarative mode: see route-adapter.tsx for why not the data router. */
const adapter = createRouteAdapter(routes);

export const AppRoutes = adapter.Routes;
export const preloadRoute = adapter.preloadRoute;
registerPagePreload(adapter.preloadRoute);
