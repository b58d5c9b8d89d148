import { createBrowserRouter, type RouteObject } from 'react-router';
import { TAB_ROUTES } from '@benefit-store/domain';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './routes/route-error';
import { LandingRoute } from './routes/landing';
import { BARE } from './route-handle';

// The landing page is bundled with the entry; every other route is its own chunk.
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });

/** A route of the spec that a later issue builds: it shows the real not-found page until then. */
const notBuiltYet = (path: string): RouteObject => ({ path, lazy: notFound, handle: BARE });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, Component: LandingRoute },
      { path: 'plans', lazy: async () => ({ Component: (await import('./routes/plans')).PlansRoute }) },
      { path: 'cart', lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }) },
      { path: '404', lazy: notFound, handle: BARE },
      { path: 'error', lazy: notFound, handle: BARE },

      // Routes of later issues. Like /404 they show no header and footer, as the spec asks of the access,
      // decline-reminder-email and landing-config-error pages.
      ...[
        'home',
        'plan/:id/:planName',
        'agent-home',
        'member-home',
        'group-home',
        'agent-select-member',
        'group-select-member',
        'referrals',
        'websites',
        'external',
        'recommend-list',
        'confirmation',
        'continue-enrollment',
        'direct-continue/:id/:tab',
        'save-cart-direct-continue/:id/:tab',
        'group-census-direct-continue/:id/:tab',
        'pqs-direct-continue/:id/:tab',
        'member-benefit-store/:id/:tier',
        'access-page',
        'access-pagenext',
        'landing-page',
        'decline-reminder-email',
        'landing-config-error/:enrollType/:redirectionUrl',
      ].map(notBuiltYet),

      {
        path: 'enrollment',
        children: [...Object.values(TAB_ROUTES), 'receipt'].map(notBuiltYet).concat([{ index: true, lazy: notFound, handle: BARE }, notBuiltYet('*')]),
      },

      // The optional leading landing segment (a rep's or group's landing name). Static routes above always rank
      // first, so it never swallows them. Validating the name (validate-landing-page) comes with the access pages;
      // until then an unknown first segment is simply not found, as the spec says for a failed validation.
      notBuiltYet(':landing'),
      notBuiltYet('*'),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
