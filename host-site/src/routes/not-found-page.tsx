// Every unknown path: the spec's 404 page, logging the path that was asked for.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { siteTracker } from '../lib/site-tracker.ts';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404: página inexistente acessada:', pathname);
    // Spec §2: a page view named NotFound (besides the site's PageView) and PageNotFound with the path.
    const tracker = siteTracker();
    tracker?.track('NotFound', { page_path: pathname });
    tracker?.track('PageNotFound', { path: pathname });
  }, [pathname]);

  return (
    <main className="page not-found">
      <PageMeta
        title="Página não encontrada"
        description="O endereço acessado não existe. Volte para o início para continuar."
        noindex
      />
      <h1>404</h1>
      <p className="lead">Oops! Page not found</p>
      <Link to="/" className="cta">
        Voltar para o início
      </Link>
    </main>
  );
}
