// GET /api/instagram-profile with every rule of spec §4, §7, §8: 24 h cache, cross-tab lock,
// 1 s between calls, exponential back-off after thrown errors, 15 s timeout and pt-BR messages.
import { normalizeInstagramHandle } from '@funil/core/instagram';
import { ApiError, apiRequest } from '../lib/api-request.ts';
import { backoffMs } from '../lib/backoff.ts';
import { randomId } from '../lib/uuid.ts';
import { LOOKUP_ERRORS, PREVIEW_COPY } from './copy.ts';
import { checkProfile, type InstagramProfile } from './profile.ts';
import {
  cacheProfile,
  forgetExpiredProfiles,
  isFetchLocked,
  lockFetch,
  readCachedProfile,
  unlockFetch,
} from './profile-storage.ts';
import { LOCK_POLL_MS, LOCK_POLLS, MIN_GAP_MS, REQUEST_TIMEOUT_MS } from './timing.ts';

export type LookupResult =
  | { kind: 'found'; profile: InstagramProfile }
  | { kind: 'not_found'; message: string }
  | { kind: 'error'; message: string; rateLimited: boolean };

export interface ProfileClient {
  /** Resolves undefined for an empty handle or when `signal` aborts (a newer handle was typed). */
  lookup(username: string, signal?: AbortSignal): Promise<LookupResult | undefined>;
}

/** Resolves after `ms`, or at once when the signal aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

function mentions429(message: string): boolean {
  return /\b429\b/.test(message);
}

/** Any HTTP answer other than 2xx (spec §8); the server's own message wins where it names 429. */
function fromHttpError(error: ApiError): LookupResult {
  if (error.status === 404) return { kind: 'not_found', message: PREVIEW_COPY.notFound };
  if (error.status === 429) return { kind: 'error', message: LOOKUP_ERRORS.rateLimited, rateLimited: true };
  if (mentions429(error.message)) {
    return { kind: 'error', message: LOOKUP_ERRORS.rateLimitedShort, rateLimited: true };
  }
  if (error.status === 403) return { kind: 'error', message: LOOKUP_ERRORS.forbidden, rateLimited: false };
  if (error.code === 'instagram_invalid_data') {
    return { kind: 'error', message: LOOKUP_ERRORS.invalidData, rateLimited: false };
  }
  if (error.code === 'instagram_timeout') {
    return { kind: 'error', message: LOOKUP_ERRORS.timeout, rateLimited: false };
  }
  return { kind: 'error', message: LOOKUP_ERRORS.apiError(error.status), rateLimited: false };
}

/** No answer at all: the timeout, or the network (offline, server down, blocked). */
function fromNoAnswer(error: ApiError): LookupResult {
  return error.kind === 'timeout'
    ? { kind: 'error', message: LOOKUP_ERRORS.timeout, rateLimited: false }
    : { kind: 'error', message: LOOKUP_ERRORS.offline, rateLimited: false };
}

export function createProfileClient(apiBase: string, now: () => number = Date.now): ProfileClient {
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let failures = 0;

  /** Another tab is looking the same handle up: wait for its result instead of calling too. */
  async function waitForOtherTab(
    username: string,
    signal?: AbortSignal,
  ): Promise<InstagramProfile | undefined> {
    for (let poll = 0; poll < LOCK_POLLS && isFetchLocked(username); poll++) {
      await sleep(LOCK_POLL_MS, signal);
      if (signal?.aborted) return undefined;
      const cached = readCachedProfile(username, now());
      if (cached) return cached;
    }
    return undefined;
  }

  async function call(username: string, signal?: AbortSignal): Promise<LookupResult | undefined> {
    lockFetch(username, now());
    lastCallAt = now();
    try {
      const body = await apiRequest<unknown>(
        apiBase,
        `api/instagram-profile?${new URLSearchParams({ username })}`,
        {
          headers: {
            'X-Request-Id': `frontend_${randomId()}`,
            'X-Call-Source': 'funil-widget',
            'Content-Type': 'application/json',
          },
          timeoutMs: REQUEST_TIMEOUT_MS,
          ...(signal ? { signal } : {}),
        },
      );
      failures = 0;
      const checked = checkProfile(body);
      if (!checked.ok) {
        const message = checked.reason === 'no_picture' ? LOOKUP_ERRORS.noPicture : LOOKUP_ERRORS.invalidData;
        return { kind: 'error', message, rateLimited: false };
      }
      cacheProfile(username, checked.profile, now());
      return { kind: 'found', profile: checked.profile };
    } catch (error) {
      // Dropped because the visitor typed another handle: neither a failure nor a result.
      if (signal?.aborted) return undefined;
      // Spec §8: any other thrown error shows its own message; a throw that is no Error, a fixed one.
      if (!(error instanceof ApiError)) {
        failures += 1;
        const message = error instanceof Error && error.message ? error.message : LOOKUP_ERRORS.unknown;
        if (mentions429(message)) {
          return { kind: 'error', message: LOOKUP_ERRORS.rateLimitedShort, rateLimited: true };
        }
        return { kind: 'error', message, rateLimited: false };
      }
      if (error.kind === 'status') {
        failures = 0;
        return fromHttpError(error);
      }
      failures += 1;
      return fromNoAnswer(error);
    } finally {
      unlockFetch(username);
    }
  }

  return {
    async lookup(raw, signal) {
      const username = normalizeInstagramHandle(raw);
      if (username === '') return undefined;
      const cached = readCachedProfile(username, now());
      if (cached) return { kind: 'found', profile: cached };

      const fromOtherTab = await waitForOtherTab(username, signal);
      if (fromOtherTab) return { kind: 'found', profile: fromOtherTab };
      if (signal?.aborted) return undefined;

      const gap = Math.max(MIN_GAP_MS, backoffMs(failures));
      await sleep(lastCallAt + gap - now(), signal);
      if (signal?.aborted) return undefined;
      // The wait may have let another tab finish the same lookup.
      const filled = readCachedProfile(username, now());
      if (filled) return { kind: 'found', profile: filled };
      return call(username, signal);
    },
  };
}

const shared = new Map<string, ProfileClient>();

/** One client per API base, so the 1 s gap and the back-off hold for every card on the page. */
export function profileClientFor(apiBase: string): ProfileClient {
  let client = shared.get(apiBase);
  if (!client) {
    // The page's first lookup is where the handles older lookups left behind are cleared.
    forgetExpiredProfiles();
    client = createProfileClient(apiBase);
    shared.set(apiBase, client);
  }
  return client;
}

/** Starts the page afresh: each unit test is a new page, with no pacing or back-off carried over. */
export function forgetProfileClients(): void {
  shared.clear();
}
