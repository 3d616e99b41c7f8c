// The partner's private results page, outside the general wrapper (no tracker, exit popup or site
// links): loaded lazily like every page. The router takes its path from core.
import { lazy, Suspense } from 'react';

const PartnerResultsPage = lazy(() => import('./partner-results-page.tsx'));

export const partnerResultsPages = {
  partnerResults: () => (
    <Suspense fallback={<p className="page-loading">Carregando...</p>}>
      <PartnerResultsPage />
    </Suspense>
  ),
};
