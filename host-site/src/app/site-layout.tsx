// The general wrapper: every lazy page shows 'Carregando...' while its code arrives, above the
// footer with the legal links. It also starts the site's tracker (page views, CTA clicks) and
// holds the one exit popup and the consent banner for the pixels.
import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { previewedLaunch } from '../lib/launch-preview.ts';
import { ConsentBanner, CookiePreferencesButton } from './consent-banner.tsx';
import { ExitIntentMount } from './exit-intent-mount.tsx';
import { LaunchPreviewBanner } from './launch-preview-banner.tsx';

export function SiteLayout() {
  useEffect(() => {
    // Staff previewing a launch are not visitors: no page views, pixels or CTA clicks are counted.
    if (previewedLaunch()) return;
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
      <LaunchPreviewBanner />
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
