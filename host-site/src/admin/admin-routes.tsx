// The staff area's routes (spec §2 Admin), outside the public wrapper; each screen loads lazily.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AdminLayout } from './admin-layout.tsx';

const loading = <p className="page-loading">Carregando...</p>;

/** A lazily loaded screen behind the same 'Carregando...' as the public pages. */
export function screen(Page: LazyExoticComponent<ComponentType>): RouteObject['element'] {
  return (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
}

/** One screen, one tab per route: the four routes share the component so a tab switch keeps it mounted. */
const IntegratedPage = lazy(() => import('./analytics/integrated-page.tsx'));

export const adminRoutes: RouteObject[] = [
  {
    Component: AdminLayout,
    children: [
      { path: 'admin/dashboard-v2', element: screen(lazy(() => import('./analytics/funnel-page.tsx'))) },
      {
        path: 'admin/dashboard-v2/journey',
        element: screen(lazy(() => import('./analytics/journey-page.tsx'))),
      },
      ...['admin/dashboard-integrado', 'behavior', 'opportunities', 'predictions'].map((path) => ({
        path,
        element: screen(IntegratedPage),
      })),
      {
        path: 'admin/launch-results',
        element: screen(lazy(() => import('./analytics/launch-results-page.tsx'))),
      },
    ],
  },
];
