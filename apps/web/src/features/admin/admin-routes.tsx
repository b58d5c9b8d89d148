import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AdminBareLayout, AdminLayout } from './shell/admin-layout';
import { PageLoading } from './shell/admin-page';

/** A console page in a chunk of its own, loaded when first opened (the console's routes all live in this module's chunk). */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * The console's pages under /admin (issue 23), one line each: an area adds its lines here and nowhere else. Every
 * page but the sign-in sits inside AdminLayout, which checks the operator's session and sends anyone else to the
 * sign-in. The router (app/router.tsx) loads this module lazily: nothing the storefront loads imports features/admin.
 */
export const adminRoutes: RouteObject[] = [
  // Pages an operator reaches before signing in: the console's bare layout (its name and a <main>), no guard.
  // The staff's completed enrollments and reports (a rep's members', a group administrator's group's) sit in it too, behind the
  // staff's own sign-in (RequireStaff), not the operator's: the console's pages in the staff's area.
  {
    element: <AdminBareLayout />,
    children: [
      { path: 'sign-in', element: page(() => import('./sign-in/console-sign-in-page')) },
      { path: 'staff-enrollments', element: page(() => import('./enrollments/staff-enrollments-page')) },
      { path: 'staff-enrollments/:policy', element: page(() => import('./enrollments/staff-enrollment-page')) },
      { path: 'staff-reports', element: page(() => import('./reports/staff-reports-page')) },
    ],
  },
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: page(() => import('./reports/reports-page')) },
      { path: 'staff', element: page(() => import('./staff/staff-page')) },
      { path: 'catalog', element: page(() => import('./catalog/catalog-page')) },
      { path: 'catalog/import', element: page(() => import('./catalog/import-page')) },
      { path: 'catalog/:slug', element: page(() => import('./catalog/plan-page')) },
      { path: 'sites', element: page(() => import('./sites/sites-page')) },
      { path: 'sites/:key', element: page(() => import('./sites/site-page')) },
      { path: 'reps', element: page(() => import('./sites/reps-page')) },
      { path: 'reps/:code', element: page(() => import('./sites/rep-page')) },
      { path: 'groups', element: page(() => import('./sites/groups-page')) },
      { path: 'groups/:code', element: page(() => import('./sites/group-page')) },
      { path: 'enrollments', element: page(() => import('./enrollments/enrollments-page')) },
      { path: 'enrollments/:policy', element: page(() => import('./enrollments/enrollment-page')) },
      { path: 'carriers', element: page(() => import('./carriers/carriers-page')) },
      { path: 'carriers/:carrier', element: page(() => import('./carriers/carrier-settings-page')) },
      { path: 'audit', element: page(() => import('./audit/audit-page')) },
      { path: 'erasure', element: page(() => import('./erasure/erase-page')) },
      { path: '*', element: page(() => import('./shell/not-found-page')) },
    ],
  },
];

/** /admin/*: the console (a lazy route of app/router.tsx, outside the storefront's layout). */
export function Component() {
  return useRoutes(adminRoutes);
}
