// A page whose parameter names nothing it can show ('/sala-de-espera/abc') is the not-found page,
// as the server answers it with a 404: the check is the shared route list's.
import { isWellFormedParam, type PublicRoute } from '@funil/core/public-routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';

const NotFoundPage = lazy(() => import('../routes/not-found-page.tsx'));

export function wellFormed(route: PublicRoute, Page: ComponentType): ComponentType {
  const { param } = route;
  if (!param) return Page;
  return function WellFormedPage() {
    const value = useParams()[param.name];
    if (isWellFormedParam(route, value)) return <Page />;
    // Its own boundary: the diagnosis pages sit outside the wrapper's.
    return (
      <Suspense fallback={<p className="page-loading">Carregando...</p>}>
        <NotFoundPage />
      </Suspense>
    );
  };
}
