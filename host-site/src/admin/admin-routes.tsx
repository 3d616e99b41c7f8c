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
      { path: 'admin/dashboard', element: screen(lazy(() => import('./leads/dashboard-page.tsx'))) },
      { path: 'admin/leads/:id', element: screen(lazy(() => import('./leads/lead-detail-page.tsx'))) },
      { path: 'admin/hot-leads', element: screen(lazy(() => import('./leads/hot-leads-page.tsx'))) },
      { path: 'admin/qualification', element: screen(lazy(() => import('./leads/qualification-page.tsx'))) },
    ],
  },
];
