// Every path no other route takes. React Router 7 has no partial segments ('demo-:name'), so the
// demonstration pages are recognised here; anything else is the 404 page.
import { demoNameOf } from '@funil/core/public-routes';
import { useLocation } from 'react-router';
import { demoFor } from '../content/demos.ts';
import { DemoPage } from './demo-page.tsx';
import NotFoundPage from './not-found-page.tsx';

export default function CatchAllPage() {
  const { pathname } = useLocation();
  const name = demoNameOf(pathname);
  const demo = name ? demoFor(name) : undefined;
  return demo ? <DemoPage demo={demo} /> : <NotFoundPage />;
}
