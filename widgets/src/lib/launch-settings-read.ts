// The launch settings with their loading and failure states, for widgets that must not quote a
// stale price (the payment modal). Apart from launch-settings.ts so the lead modal's chunk, which
// only waits for them, does not carry it (decision 0007's budget).
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { useEffect, useState } from 'react';
import { loadedLaunchSettings, loadLaunchSettings } from './launch-settings.ts';

/** What a widget knows of the settings: still asking, read, or unreadable (with a way to ask again). */
export type LaunchSettingsRead =
  | { status: 'loading' }
  | { status: 'ready'; settings: PublicLaunchSettings }
  | { status: 'failed'; retry(): void };

/**
 * For widgets that must not quote a stale date or price: 'loading' until the settings arrive,
 * 'failed' once every attempt failed, and `retry()` asks again (the page's other widgets share it).
 */
export function useLaunchSettingsRead(apiBase = ''): LaunchSettingsRead {
  const [read, setRead] = useState<LaunchSettingsRead>(() => {
    const settings = loadedLaunchSettings(apiBase);
    return settings ? { status: 'ready', settings } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again.
  useEffect(() => {
    let live = true;
    const settings = loadedLaunchSettings(apiBase);
    if (settings) {
      setRead({ status: 'ready', settings });
      return;
    }
    setRead({ status: 'loading' });
    loadLaunchSettings(apiBase).then(
      (next) => live && setRead({ status: 'ready', settings: next }),
      () =>
        live &&
        setRead({
          status: 'failed',
          retry: () => setAttempt((count) => count + 1),
        }),
    );
    return () => {
      live = false;
    };
  }, [apiBase, attempt]);
  return read;
}
