// The general wrapper: every lazy page shows 'Carregando...' while its code arrives, above the
// footer with the legal links.
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';

export function SiteLayout() {
  return (
    <>
      <Suspense fallback={<p className="page-loading">Carregando...</p>}>
        <Outlet />
      </Suspense>
      <footer className="site-footer">
        <nav aria-label="Documentos legais">
          <Link to="/politica-de-privacidade">Política de Privacidade</Link>
          <Link to="/termos-de-uso">Termos de Uso</Link>
        </nav>
      </footer>
    </>
  );
}
