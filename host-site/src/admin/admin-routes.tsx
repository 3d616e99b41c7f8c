// The staff area's routes (spec §2 Admin), outside the public wrapper; each screen loads lazily.
// Every path of the staff area sits under AdminLayout, whose session guard sends visitors to the login.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const loading = <p className="page-loading">Carregando...</p>;

/** A lazily loaded screen behind the same 'Carregando...' as the public pages. */
export function screen(Page: LazyExoticComponent<ComponentType>): RouteObject['element'] {
  return (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
}

// Lazy too, with its stylesheet: the public pages never download the staff area.
const AdminLayout = lazy(() =>
  import('./admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);
const LoginPage = lazy(() => import('./login/login-page.tsx'));
const AdminNotFound = lazy(() => import('./admin-not-found.tsx'));

export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', element: screen(LoginPage) },
  {
    element: screen(AdminLayout),
    children: [
      { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
      // Screens add their own paths here; these catch what has none, behind the guard all the same.
      { path: 'admin/*', element: screen(AdminNotFound) },
      { path: 'behavior/*', element: screen(AdminNotFound) },
      { path: 'opportunities/*', element: screen(AdminNotFound) },
      { path: 'predictions/*', element: screen(AdminNotFound) },
    ],
  },
];
