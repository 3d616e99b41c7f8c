// The staff screens' one query cache, with the spec's defaults (§9): an answer is fresh for 5
// minutes and kept 5 minutes once no screen shows it; a failed read is asked again 3 times, waiting
// twice as long each time up to 30 s; switching back to the tab does not ask again.
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isFinalRefusal } from '../lib/http.ts';

const FIVE_MINUTES_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s, ... never more than 30 s: a server back from a restart is not flooded. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(1000 * 2 ** failedAttempts, MAX_RETRY_DELAY_MS);
}

/**
 * Whether to ask again after `failureCount` failures. A refusal (403, 404, a 400 of validation)
 * answers the same the next time, so the screen shows it at once instead of after three waits.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isFinalRefusal(error);
}

export const ADMIN_QUERY_DEFAULTS = {
  queries: {
    staleTime: FIVE_MINUTES_MS,
    gcTime: FIVE_MINUTES_MS,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
    refetchOnWindowFocus: false,
  },
  // A save is never sent twice on its own: the person sees the failure and decides.
  mutations: { retry: false },
} satisfies QueryClientConfig['defaultOptions'];

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: ADMIN_QUERY_DEFAULTS });
}

/** Every read of the staff area starts its key with this: a save marks them all stale at once. */
export const ADMIN_QUERY_ROOT = 'admin';
