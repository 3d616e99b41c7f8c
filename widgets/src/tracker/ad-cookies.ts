// The Meta click and browser ids (_fbc, _fbp); _fbc falls back to localStorage (spec §3).
import { readItem } from '../lib/storage.ts';
import { TRACKER } from './constants.ts';

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function readAdIds(): { fbc?: string; fbp?: string } {
  const ids: { fbc?: string; fbp?: string } = {};
  const fbc = readCookie('_fbc') || readItem(TRACKER.fbcStorageKey) || undefined;
  const fbp = readCookie('_fbp');
  if (fbc) ids.fbc = fbc;
  if (fbp) ids.fbp = fbp;
  return ids;
}
