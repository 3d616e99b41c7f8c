// The launch as staff set it up (GET /api/launch-settings), read once per page and API base and
// shared by every widget and page: prices, dates and links are never constants in the bundle.
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { useEffect, useState } from 'react';
import { apiRequestWithRetry, type RetryPolicy } from './api-request.ts';

export type { PublicLaunchSettings } from '@funil/core/launch-settings';

/** Asks again after no answer or a 5xx (1 s, 2 s, 4 s), then lets the caller show that it could not load. */
export const LAUNCH_SETTINGS_RETRY: RetryPolicy = {
  attempts: 4,
  backoffBaseMs: 500,
  timeoutsMs: [10_000, 10_000, 10_000, 10_000],
  retryStatuses: [408, 429],
};

const loads = new Map<string, Promise<PublicLaunchSettings>>();
const loaded = new Map<string, PublicLaunchSettings>();

const fetchWithRetry = (apiBase: string, sleep?: (ms: number) => Promise<void>) =>
  apiRequestWithRetry<PublicLaunchSettings>(
    apiBase,
    '/api/launch-settings',
    LAUNCH_SETTINGS_RETRY,
    {},
    sleep,
  );

/**
 * One request per API base for the page's life; a failed load is forgotten, so the next caller
 * (a "Tentar de novo" button, the next modal opened) asks again.
 */
export function loadLaunchSettings(
  apiBase = '',
  sleep?: (ms: number) => Promise<void>,
): Promise<PublicLaunchSettings> {
  const key = apiBase.replace(/\/+$/, '');
  let load = loads.get(key);
  if (!load) {
    load = fetchWithRetry(key, sleep).then(
      (settings) => {
        loaded.set(key, settings);
        return settings;
      },
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** The settings already loaded for this API base, if any (no request). */
export function loadedLaunchSettings(apiBase = ''): PublicLaunchSettings | null {
  return loaded.get(apiBase.replace(/\/+$/, '')) ?? null;
}

/** For components that draw without the settings first: null until they arrive (or if they fail). */
export function useLaunchSettings(apiBase = ''): PublicLaunchSettings | null {
  const [settings, setSettings] = useState(() => loadedLaunchSettings(apiBase));
  useEffect(() => {
    let live = true;
    loadLaunchSettings(apiBase).then(
      (next) => live && setSettings(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [apiBase]);
  return settings;
}

/**
 * Hands over settings a host already has (Storybook, a page that read them itself), so widgets on
 * this API base draw them at once instead of asking.
 */
export function primeLaunchSettings(apiBase: string, settings: PublicLaunchSettings): void {
  const key = apiBase.replace(/\/+$/, '');
  loaded.set(key, settings);
  loads.set(key, Promise.resolve(settings));
}

/** Tests start each case with nothing loaded. */
export function forgetLaunchSettings(): void {
  loads.clear();
  loaded.clear();
}
