// Every path no other route takes. React Router 7 has no partial segments ('demo-:name'), so the
// demonstration pages are recognised here; anything else is the 404 page.
import { type DemoName, demoNameOf } from '@funil/core/public-routes';
import { useLocation } from 'react-router';
import { demoFor } from '../content/demos.ts';
import { immersionOf } from '../content/immersion.ts';
import { useLaunch } from '../lib/launch.ts';
import { DemoPage } from './demo-page.tsx';
import NotFoundPage from './not-found-page.tsx';

export default function CatchAllPage() {
  const { pathname } = useLocation();
  const name = demoNameOf(pathname);
  // The not-found page needs no launch settings: only a demo waits for them.
  return name ? <Demo name={name} /> : <NotFoundPage />;
}

function Demo({ name }: { name: DemoName }) {
  const demo = demoFor(name, immersionOf(useLaunch().copy));
  return demo ? <DemoPage demo={demo} /> : <NotFoundPage />;
}
