// Every path no other route takes. React Router 7 has no partial segments ('demo-:name'), so the
// demonstration pages are recognised here; anything else is the 404 page.
import { useLocation } from 'react-router';
import { demoFor } from '../content/demos.ts';
import { DemoPage } from './demo-page.tsx';
import NotFoundPage from './not-found-page.tsx';

const DEMO_PATH = /^\/demo-([a-z0-9-]+)\/?$/i;

export default function CatchAllPage() {
  const { pathname } = useLocation();
  const name = DEMO_PATH.exec(pathname)?.[1]?.toLowerCase();
  const demo = name ? demoFor(name) : undefined;
  return demo ? <DemoPage demo={demo} /> : <NotFoundPage />;
}
