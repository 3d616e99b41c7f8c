// The per-username saved profile (24 h cache) and cross-tab fetch lock in localStorage (spec §3, §4).
// Both name a visitor's handle: forgetExpiredProfiles() drops every one that outlived its use.
import { INSTAGRAM_PROFILE_CACHE_MS } from '@funil/core/instagram-profile';
import { isExpired, readItem, removeItem, storedKeysStartingWith, writeJson } from '../lib/storage.ts';
import {
  INSTAGRAM_LOCK_PREFIX as LOCK_PREFIX,
  INSTAGRAM_PROFILE_PREFIX as PROFILE_PREFIX,
} from '../lib/storage-keys.ts';
import { readJson } from '../lib/stored-json.ts';
import { checkProfile, type InstagramProfile } from './profile.ts';

export const profileKey = (username: string) => `${PROFILE_PREFIX}${username}`;
export const fetchLockKey = (username: string) => `${LOCK_PREFIX}${username}`;

/** The saved profile while it is younger than 24 h; older or unreadable entries are dropped. */
export function readCachedProfile(username: string, now = Date.now()): InstagramProfile | undefined {
  const entry = readJson(profileKey(username)) as { profile?: unknown; savedAt?: unknown } | undefined;
  if (!entry || typeof entry.savedAt !== 'number') return undefined;
  const checked = checkProfile(entry.profile);
  if (!checked.ok || now - entry.savedAt >= INSTAGRAM_PROFILE_CACHE_MS || entry.savedAt > now) {
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

/**
 * Removes the saved profiles past their 24 h (or undated), whatever handle they name, and the locks
 * a closed tab left behind for over 7 days (a lock holds the time it was taken).
 */
export function forgetExpiredProfiles(now = Date.now()): void {
  for (const key of storedKeysStartingWith(PROFILE_PREFIX)) {
    const savedAt = Number((readJson(key) as { savedAt?: unknown } | undefined)?.savedAt);
    // NaN (undated, unreadable) fails the comparison: removed too.
    if (!(now - savedAt < INSTAGRAM_PROFILE_CACHE_MS && savedAt <= now)) removeItem(key);
  }
  for (const key of storedKeysStartingWith(LOCK_PREFIX)) {
    if (isExpired(Number(readJson(key)), now)) removeItem(key);
  }
}
