// The launch as staff set it up, for the site's pages: read once through the API, started as the
// site boots so it travels beside the page's own code. Pages suspend (the layout's 'Carregando...')
// until it arrives; if it cannot be read, the site's error screen offers to try again.
import { type LaunchCopy, launchCopy } from '@funil/core/launch-copy';
import type { LaunchTexts } from '@funil/core/launch-text-defaults';
import { loadedLaunchSettings, loadLaunchSettings, type PublicLaunchSettings } from '@funil/widgets/react';

export interface Launch {
  settings: PublicLaunchSettings;
  copy: LaunchCopy;
  /**
   * The launch's words (staff's, else the template's) with the launch's values in, drawn with
   * components/rich-text.tsx; a page puts in only what it knows ({nome}, {parceiro}).
   */
  texts: LaunchTexts;
}

let current: { settings: PublicLaunchSettings; launch: Launch } | null = null;
/** The load a suspended page waits for; it settles either way, so the page renders again. */
let waiting: Promise<void> | null = null;
/**
 * Why the settings could not be read (after the widgets' own retries). Kept for the page's life:
 * the error screen's "Tentar de novo" reloads the page.
 */
let failure: { error: unknown } | null = null;

function launchOf(settings: PublicLaunchSettings): Launch {
  if (current?.settings !== settings)
    current = {
      settings,
      launch: {
        settings,
        copy: launchCopy(settings),
        // The server's, whole: the site's first download carries none of the template's words.
        texts: settings.texts,
      },
    };
  return current.launch;
}

/** Starts the request early (main.tsx); harmless to call again. */
export function preloadLaunch(): void {
  loadLaunchSettings('').catch(() => undefined);
}

/**
 * The launch, or a suspension until it is loaded. A thrown promise rather than React's `use`: the
 * production build runs on Preact's compatibility layer, whose Suspense knows thrown promises only.
 */
export function useLaunch(): Launch {
  const settings = loadedLaunchSettings('');
  if (settings) return launchOf(settings);
  if (failure) throw failure.error;
  waiting ??= loadLaunchSettings('').then(
    () => {
      waiting = null;
    },
    (error: unknown) => {
      waiting = null;
      failure = { error };
    },
  );
  throw waiting;
}
