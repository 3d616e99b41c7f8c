// Spec §4/§5 Instagram look-up on the server: normalise, answer from the 24 h cache, else ask the provider.
import { isPossibleInstagramHandle, normalizeInstagramHandle } from '@funil/core/instagram';
import {
  INSTAGRAM_PROFILE_CACHE_MS,
  type InstagramProfile,
  isInstagramUsername,
} from '@funil/core/instagram-profile';
import type { InstagramProfileCache } from './ports/instagram.ts';
import { type InstagramFailure, InstagramLookupError, type InstagramProvider } from './ports/instagram.ts';

export interface InstagramLookupDeps {
  provider: InstagramProvider;
  cache: InstagramProfileCache;
  now: () => Date;
}

export type InstagramLookupResult =
  | { ok: true; profile: InstagramProfile }
  | {
      ok: false;
      failure: InstagramFailure | { kind: 'username_required' } | { kind: 'username_invalid' };
    };

export type InstagramLookup = (rawUsername: string) => Promise<InstagramLookupResult>;

/**
 * Builds the look-up. Concurrent look-ups of one username share a single provider call, so a
 * burst of visitors typing the same handle costs the upstream quota once.
 */
export function createInstagramLookup(deps: InstagramLookupDeps): InstagramLookup {
  const inFlight = new Map<string, Promise<InstagramLookupResult>>();

  async function lookUp(username: string): Promise<InstagramLookupResult> {
    const now = deps.now();
    const fetchedSince = new Date(now.getTime() - INSTAGRAM_PROFILE_CACHE_MS).toISOString();
    const cached = await deps.cache.find(username, deps.provider.source, fetchedSince);
    if (cached) return { ok: true, profile: cached };

    let profile: InstagramProfile;
    try {
      // Stored under the name that was asked for, which is what the next look-up asks for.
      profile = { ...(await deps.provider.fetchProfile(username)), username };
    } catch (error) {
      if (error instanceof InstagramLookupError) return { ok: false, failure: error.failure };
      throw error;
    }
    await deps.cache.save(profile, now.toISOString());
    return { ok: true, profile };
  }

  return async (rawUsername) => {
    const username = normalizeInstagramHandle(rawUsername);
    if (username === '') return { ok: false, failure: { kind: 'username_required' } };
    // A handle Instagram could never issue ('ana maria', 'ana!', '@@ana') names no account: it is
    // refused as such, with no call and no cache row.
    if (!isPossibleInstagramHandle(rawUsername) || !isInstagramUsername(username)) {
      return { ok: false, failure: { kind: 'username_invalid' } };
    }

    const pending = inFlight.get(username);
    if (pending) return pending;
    const started = lookUp(username).finally(() => inFlight.delete(username));
    inFlight.set(username, started);
    return started;
  };
}
