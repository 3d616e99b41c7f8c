// The general wrapper: every lazy page shows 'Carregando...' while its code arrives.
import { Suspense } from 'react';
import { Outlet } from 'react-router';

export function SiteLayout() {
  return (
    <Suspense fallback={<p className="page-loading">Carregando...</p>}>
      <Outlet />
    </Suspense>
  );
}
