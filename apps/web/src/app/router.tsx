import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './routes/route-error';
import { LandingRoute } from './routes/landing';
import { BARE } from './route-handle';

// The landing page is bundled with the entry; every other route is its own chunk.
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });

export const routes: RouteObject[] = [
  // The operator console (issue 23): one lazy route whose module (features/admin/admin-routes.tsx) holds every
  // console page, outside the storefront's layout (no site header, footer or theme). This line is the only import of
  // features/admin outside that folder (src/test/console-chunk.test.ts), so the storefront's chunks carry no console code.
  { path: '/admin/*', lazy: () => import('../features/admin/admin-routes'), ErrorBoundary: RouteError, HydrateFallback: () => null },
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, Component: LandingRoute },
      { path: 'plans', lazy: async () => ({ Component: (await import('./routes/plans')).PlansRoute }) },
      { path: 'cart', lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }) },
      { path: 'plan/:id/:planName', lazy: async () => ({ Component: (await import('./routes/plan-detail')).PlanDetailRoute }) },
      { path: 'p/:hash', lazy: async () => ({ Component: (await import('./routes/plan-share')).PlanShareRoute }) },
      { path: 'compare', lazy: () => import('../features/compare/compare-page') },
      { path: 'recommend-list', lazy: async () => ({ Component: (await import('./routes/recommend-list')).RecommendListRoute }) },
      ...['member-benefit-store/:id', 'member-benefit-store/:id/:tier'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('./routes/member-store')).MemberStoreRoute }),
      })),
      { path: '404', lazy: notFound, handle: BARE },
      { path: 'error', lazy: notFound, handle: BARE },
      // Quotes (issue 4): the e-mailed link, the decline thank-you page (no header and footer), the dev outbox.
      { path: 'save-cart-direct-continue/:id/:tab', lazy: async () => ({ Component: (await import('./routes/save-cart-direct-continue')).SaveCartDirectContinueRoute }), handle: BARE },
      // Resume (issue 9): the code page, and the other e-mailed links, on the quote link's component.
      { path: 'continue-enrollment', lazy: async () => ({ Component: (await import('../features/enrollment/resume/continue-enrollment-page')).ContinueEnrollmentPage }) },
      ...['direct-continue/:id/:tab', 'group-census-direct-continue/:id/:tab', 'pqs-direct-continue/:id/:tab'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('./routes/save-cart-direct-continue')).DirectContinueRoute }),
        handle: BARE,
      })),
      { path: 'decline-reminder-email', lazy: async () => ({ Component: (await import('./routes/decline-reminder-email')).DeclineReminderEmailRoute }), handle: BARE },
      { path: 'dev/outbox', lazy: async () => ({ Component: (await import('./routes/dev-outbox')).DevOutboxRoute }), handle: BARE },
      // Site entries (issue 3): each resolves a site, stores it and shows its landing (lazy: not on the / bundle).
      { path: 'home', lazy: () => import('./routes/home') },
      { path: 'referrals', lazy: () => import('./routes/referral') },
      { path: 'websites', lazy: () => import('./routes/websites') },
      { path: 'external', lazy: () => import('./routes/external-site') },
      { path: 'sign-in', lazy: () => import('../features/access/components/sign-in-page') },
      { path: 'forgot-password', lazy: () => import('../features/access/components/forgot-password-page') },
      { path: 'set-password', lazy: () => import('../features/access/components/set-password-page') },

      { path: 'agent-select-member', lazy: async () => ({ Component: (await import('../features/members/select-member-page')).AgentSelectMemberRoute }) },
      { path: 'group-select-member', lazy: async () => ({ Component: (await import('../features/members/select-member-page')).GroupSelectMemberRoute }) },
      { path: 'agent-home', lazy: () => import('../features/homes/agent-home-page') },
      { path: 'group-home', lazy: () => import('../features/homes/group-home-page') },
      { path: 'member-home', lazy: () => import('../features/homes/member-home-page') },
      // The spec's remaining pages (002 section 2.9; issue 27 item 6; docs/decisions/0078-the-spec-s-remaining-pages.md):
      // the completed enrollment's confirmation (the receipt links to it), a plan's questions to read, and two more
      // names for the site's landing. Static paths, so the optional landing segment (:landing) never takes them.
      { path: 'confirmation', lazy: () => import('../features/enrollment/confirmation/confirmation-page') },
      { path: 'PlanQuestionView', lazy: () => import('../features/plan-questions/components/plan-question-view-page') },
      { path: 'website', lazy: () => import('./routes/website') },
      { path: 'BenAdvanceHome', lazy: () => import('./routes/home') },
      // The rep access pages (issue 13): no header and footer, as the spec asks.
      { path: 'access-page', lazy: () => import('../features/rep-access/access-page'), handle: BARE },
      { path: 'access-pagenext', lazy: () => import('../features/rep-access/access-next-page'), handle: BARE },
      { path: 'landing-page', lazy: () => import('../features/rep-access/landing-menu-page'), handle: BARE },
      { path: 'landing-config-error/:enrollType/:redirectionUrl', lazy: () => import('../features/rep-access/config-error-page'), handle: BARE },

      // The enrollment wizard (issue 9): its own routes, one per tab, in its lazily loaded module.
      { path: 'enrollment/receipt', lazy: () => import('../features/enrollment/receipt/receipt-page') },
      { path: 'enrollment/*', lazy: () => import('../features/enrollment/wizard/wizard-routes') },

      // The optional leading landing segment (a rep's or group's landing name). Static routes above always rank
      // first, so it never swallows them. validate-landing-page decides: a rep's or group's branded landing, or /404.
      { path: ':landing', lazy: () => import('./routes/site-landing') },
      // Anything else: the not-found page, without header and footer.
      { path: '*', lazy: notFound, handle: BARE },
    ],
  },
];

