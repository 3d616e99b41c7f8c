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

export const adminRoutes: RouteObject[] = [
  {
    Component: AdminLayout,
    children: [
      {
        path: 'admin/customer-success',
        element: screen(lazy(() => import('./customer-success/customer-success-page.tsx'))),
      },
      { path: 'admin/debriefing', element: screen(lazy(() => import('./debriefing/debriefing-page.tsx'))) },
      { path: 'admin/partners', element: screen(lazy(() => import('./partners/partners-page.tsx'))) },
      { path: 'admin/privacy', element: screen(lazy(() => import('./privacy/privacy-page.tsx'))) },
    ],
  },
];
