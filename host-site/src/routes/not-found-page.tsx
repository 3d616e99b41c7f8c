// Every unknown path: the spec's 404 page, logging the path that was asked for.
import { NOT_FOUND_COPY } from '@funil/core/not-found';
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
      <PageMeta title={NOT_FOUND_COPY.title} description={NOT_FOUND_COPY.description} noindex />
      <h1>{NOT_FOUND_COPY.heading}</h1>
      <p className="lead">{NOT_FOUND_COPY.message}</p>
      <Link to="/" className="cta">
        {NOT_FOUND_COPY.homeLink}
      </Link>
    </main>
  );
}
