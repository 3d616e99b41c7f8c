// The diagnosis routes, outside the general wrapper (spec §2): no site footer, but the same lazy
// loading with 'Carregando...' as every other page.
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

const DiagnosisPage = lazy(() => import('./diagnosis-page.tsx'));

const loading = <p className="page-loading">Carregando...</p>;

export const diagnosisRoutes: RouteObject[] = [
  {
    path: 'diagnostico/:leadId',
    element: (
      <Suspense fallback={loading}>
        <DiagnosisPage variant="full" />
      </Suspense>
    ),
  },
  {
    path: 'diagnostico-simples/:leadId',
    element: (
      <Suspense fallback={loading}>
        <DiagnosisPage variant="simple" />
      </Suspense>
    ),
  },
];
