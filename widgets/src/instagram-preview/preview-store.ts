// One vanilla zustand store per mounted preview card: the handle looked up and what came back (spec §4).
import { isPossibleInstagramHandle, normalizeInstagramHandle } from '@funil/core/instagram';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { LOOKUP_ERRORS } from './copy.ts';
import type { InstagramProfile } from './profile.ts';
import type { LookupResult, ProfileClient } from './profile-client.ts';
import { cacheProfile } from './profile-storage.ts';
import { TYPING_PAUSE_MS } from './timing.ts';

export type PreviewStatus = 'empty' | 'loading' | 'found' | 'not_found' | 'error';

export interface PreviewState {
  /** The normalised handle ('@', spaces and capitals removed). */
  username: string;
  status: PreviewStatus;
  profile: InstagramProfile | null;
  /** The §8 message of a failed lookup, or the not-found text. */
  error: string | null;
  /** A 429: the card suggests waiting or continuing without verification. */
  rateLimited: boolean;
}

/** What the card tells its parent each time a lookup ends (spec §2). */
export interface LoadingEnd {
  found: boolean;
  profile: InstagramProfile | null;
  error: string | null;
}

export interface PreviewActions {
  /** Looks the handle up once typing pauses; an empty handle clears profile, error and username. */
  setUsername(raw: string): void;
  /** A profile set by hand (e.g. a host that already knows it): cached, saved and shown as found. */
  setManualProfile(profile: InstagramProfile): void;
  dispose(): void;
}

export type PreviewStore = StoreApi<PreviewState & PreviewActions>;

export interface PreviewStoreDeps {
  client: ProfileClient;
  onLoadingEnd?(end: LoadingEnd): void;
}

export const EMPTY_PREVIEW: PreviewState = {
  username: '',
  status: 'empty',
  profile: null,
  error: null,
  rateLimited: false,
};

function stateFor(result: LookupResult): Partial<PreviewState> {
  if (result.kind === 'found')
    return { status: 'found', profile: result.profile, error: null, rateLimited: false };
  if (result.kind === 'not_found')
    return { status: 'not_found', profile: null, error: result.message, rateLimited: false };
  return { status: 'error', profile: null, error: result.message, rateLimited: result.rateLimited };
}

export function createPreviewStore(
  deps: PreviewStoreDeps,
  initial: Partial<PreviewState> = {},
): PreviewStore {
  let typing: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  // 'ana maria' and 'anamaria' share a normalised handle, but only the second may be looked up.
  let possible = true;

  const stop = () => {
    clearTimeout(typing);
    inFlight?.abort();
    inFlight = undefined;
  };

  return createStore<PreviewState & PreviewActions>()((set, get) => {
    const report = () => {
      const { status, profile, error } = get();
      deps.onLoadingEnd?.({ found: status === 'found', profile, error });
    };

    async function run(username: string) {
      const controller = new AbortController();
      inFlight = controller;
      const result = await deps.client.lookup(username, controller.signal);
      if (controller.signal.aborted || get().username !== username) return;
      inFlight = undefined;
      // Loading always ends here, whatever came back (spec §4).
      set(result ? stateFor(result) : { status: 'error', error: null });
      report();
    }

    return {
      ...EMPTY_PREVIEW,
      ...initial,

      setUsername(raw) {
        const username = normalizeInstagramHandle(raw);
        const typedPossible = isPossibleInstagramHandle(raw);
        if (username === get().username && typedPossible === possible) return;
        possible = typedPossible;
        stop();
        if (username === '') {
          set({ ...EMPTY_PREVIEW });
          return;
        }
        if (!typedPossible) {
          // No account can have it: said at once, and nothing is looked up.
          set({ ...EMPTY_PREVIEW, username, status: 'not_found', error: LOOKUP_ERRORS.invalidUsername });
          report();
          return;
        }
        set({ username, status: 'loading', profile: null, error: null, rateLimited: false });
        typing = setTimeout(() => void run(username), TYPING_PAUSE_MS);
      },

      setManualProfile(profile) {
        stop();
        const username = normalizeInstagramHandle(profile.username);
        cacheProfile(username, profile);
        set({ username, status: 'found', profile, error: null, rateLimited: false });
        report();
      },

      dispose: stop,
    };
  });
}
