// The general wrapper: every lazy page shows 'Carregando...' while its code arrives, above the
// footer with the legal links. It also starts the site's tracker (page views, CTA clicks) and
// holds the one exit popup and the consent banner for the pixels.
import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { ConsentBanner, CookiePreferencesButton } from './consent-banner.tsx';
import { ExitIntentMount } from './exit-intent-mount.tsx';

export function SiteLayout() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Fetched after the first render: tracking must never delay what the visitor came to see.
    void import('../lib/site-tracking.ts').then(({ startSiteTracking }) => {
      if (!cancelled) stop = startSiteTracking();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <>
      <Suspense fallback={<p className="page-loading">Carregando...</p>}>
        <Outlet />
      </Suspense>
      <footer className="site-footer">
        <nav aria-label="Documentos legais">
          <Link to="/politica-de-privacidade">Política de Privacidade</Link>
          <Link to="/termos-de-uso">Termos de Uso</Link>
          <CookiePreferencesButton />
        </nav>
      </footer>
      <ConsentBanner />
      <ExitIntentMount />
    </>
  );
}
