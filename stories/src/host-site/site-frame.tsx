// Host-site sections in Storybook: the site's own stylesheet and a router at a chosen address,
// since the sections use links and read the location.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import '@funil/host-site/styles/global.css';

export function SiteFrame({ path = '/', children }: { path?: string; children: ReactNode }) {
  return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
}
