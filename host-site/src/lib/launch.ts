// The launch as staff set it up, for the site's pages: read once through the API, started as the
// site boots so it travels beside the page's own code. Pages suspend (the layout's 'Carregando...')
// until it arrives; if it cannot be read, the site's error screen offers to try again.
import { type LaunchCopy, launchCopy } from '@funil/core/launch-copy';
import { loadLaunchSettings, type PublicLaunchSettings } from '@funil/widgets/react';
import { use } from 'react';

export interface Launch {
  settings: PublicLaunchSettings;
  copy: LaunchCopy;
}

let current: { settings: PublicLaunchSettings; launch: Launch } | null = null;

function launchOf(settings: PublicLaunchSettings): Launch {
  if (current?.settings !== settings)
    current = { settings, launch: { settings, copy: launchCopy(settings) } };
  return current.launch;
}

/** Starts the request early (main.tsx); harmless to call again. */
export function preloadLaunch(): void {
  loadLaunchSettings('').catch(() => undefined);
}

export function useLaunch(): Launch {
  return launchOf(use(loadLaunchSettings('')));
}
