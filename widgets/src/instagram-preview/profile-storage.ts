// The per-username saved profile (24 h cache) and cross-tab fetch lock in localStorage (spec §3, §4).
import { readItem, removeItem, writeJson } from '../lib/storage.ts';
import { readJson } from '../lib/stored-json.ts';
import { checkProfile, type InstagramProfile } from './profile.ts';
import { INSTAGRAM_TIMING } from './timing.ts';

export const profileKey = (username: string) => `instagramProfile_${username}`;
export const fetchLockKey = (username: string) => `instagramFetchLock_${username}`;

/** The saved profile while it is younger than 24 h; older or unreadable entries are dropped. */
export function readCachedProfile(username: string, now = Date.now()): InstagramProfile | undefined {
  const entry = readJson(profileKey(username)) as { profile?: unknown; savedAt?: unknown } | undefined;
  if (!entry || typeof entry.savedAt !== 'number') return undefined;
  const checked = checkProfile(entry.profile);
  if (!checked.ok || now - entry.savedAt >= INSTAGRAM_TIMING.cacheMs || entry.savedAt > now) {
    removeItem(profileKey(username));
    return undefined;
  }
  return checked.profile;
}

export function cacheProfile(username: string, profile: InstagramProfile, now = Date.now()): void {
  writeJson(profileKey(username), { profile, savedAt: now });
}

export const isFetchLocked = (username: string) => readItem(fetchLockKey(username)) !== null;
export const lockFetch = (username: string, now = Date.now()) => writeJson(fetchLockKey(username), now);
export const unlockFetch = (username: string) => removeItem(fetchLockKey(username));
