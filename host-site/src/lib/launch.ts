// The launch as staff set it up, for the site's pages: read once through the API, started as the
// site boots so it travels beside the page's own code. Pages suspend (the layout's 'Carregando...')
// until it arrives; if it cannot be read, the site's error screen offers to try again.
import { type LaunchCopy, launchCopy } from '@funil/core/launch-copy';
import { loadLaunchSettings, type PublicLaunchSettings } from '@funil/widgets/react';

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

/** How each load ended, for the render that reads it (Preact's compat has no React 19 `use`). */
const outcomes = new WeakMap<Promise<PublicLaunchSettings>, { ok: boolean; value: unknown }>();

/** The settings, or a thrown promise (Suspense waits for it) or the load's error (the error screen). */
function read(load: Promise<PublicLaunchSettings>): PublicLaunchSettings {
  const outcome = outcomes.get(load);
  if (outcome?.ok) return outcome.value as PublicLaunchSettings;
  if (outcome) throw outcome.value;
  throw load.then(
    (value) => void outcomes.set(load, { ok: true, value }),
    (error: unknown) => void outcomes.set(load, { ok: false, value: error }),
  );
}

export function useLaunch(): Launch {
  return launchOf(read(loadLaunchSettings('')));
}
