// The diagnosis pages, outside the general wrapper (spec §2): no site footer, but the same lazy
// loading with 'Carregando...' as every other page. The router takes their paths from core.
import { lazy, Suspense } from 'react';

const DiagnosisPage = lazy(() => import('./diagnosis-page.tsx'));

const loading = <p className="page-loading">Carregando...</p>;

export const diagnosisPages = {
  diagnosis: () => (
    <Suspense fallback={loading}>
      <DiagnosisPage variant="full" />
    </Suspense>
  ),
  simpleDiagnosis: () => (
    <Suspense fallback={loading}>
      <DiagnosisPage variant="simple" />
    </Suspense>
  ),
};
