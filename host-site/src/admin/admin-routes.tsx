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
/** One screen, one tab per route: the four routes share the component so a tab switch keeps it mounted. */
const IntegratedPage = lazy(() => import('./analytics/integrated-page.tsx'));

export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', element: screen(LoginPage) },
  {
    element: screen(AdminLayout),
    children: [
      { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'admin/dashboard', element: screen(lazy(() => import('./leads/dashboard-page.tsx'))) },
      { path: 'admin/leads/:id', element: screen(lazy(() => import('./leads/lead-detail-page.tsx'))) },
      { path: 'admin/hot-leads', element: screen(lazy(() => import('./leads/hot-leads-page.tsx'))) },
      { path: 'admin/qualification', element: screen(lazy(() => import('./leads/qualification-page.tsx'))) },
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
      {
        path: 'admin/customer-success',
        element: screen(lazy(() => import('./customer-success/customer-success-page.tsx'))),
      },
      { path: 'admin/debriefing', element: screen(lazy(() => import('./debriefing/debriefing-page.tsx'))) },
      { path: 'admin/partners', element: screen(lazy(() => import('./partners/partners-page.tsx'))) },
      { path: 'admin/lancamentos', element: screen(lazy(() => import('./launches/launches-page.tsx'))) },
      {
        path: 'admin/lancamentos/comparar',
        element: screen(lazy(() => import('./launches/launch-comparison-page.tsx'))),
      },
      {
        path: 'admin/lancamentos/:id',
        element: screen(lazy(() => import('./launches/launch-editor-page.tsx'))),
      },
      {
        path: 'admin/launch-settings',
        element: screen(lazy(() => import('./launch-settings/launch-settings-page.tsx'))),
      },
      { path: 'admin/cadencias', element: screen(lazy(() => import('./whatsapp/cadences-page.tsx'))) },
      {
        path: 'admin/cadencias/nova',
        element: screen(lazy(() => import('./whatsapp/cadence-edit-page.tsx'))),
      },
      {
        path: 'admin/cadencias/:id',
        element: screen(lazy(() => import('./whatsapp/cadence-edit-page.tsx'))),
      },
      {
        path: 'admin/whatsapp/conversas/:leadId',
        element: screen(lazy(() => import('./whatsapp/conversation-page.tsx'))),
      },
      {
        path: 'admin/whatsapp/recuperacao',
        element: screen(lazy(() => import('./whatsapp/recovery-page.tsx'))),
      },
      { path: 'admin/privacy', element: screen(lazy(() => import('./privacy/privacy-page.tsx'))) },
      {
        path: 'admin/webhooks',
        element: screen(lazy(() => import('./payment-webhooks/payment-webhooks-page.tsx'))),
      },
      {
        path: 'admin/webhooks-de-saida',
        element: screen(lazy(() => import('./webhooks/webhooks-page.tsx'))),
      },
      // Screens add their own paths here; these catch what has none, behind the guard all the same.
      { path: 'admin/*', element: screen(AdminNotFound) },
      { path: 'behavior/*', element: screen(AdminNotFound) },
      { path: 'opportunities/*', element: screen(AdminNotFound) },
      { path: 'predictions/*', element: screen(AdminNotFound) },
    ],
  },
];
