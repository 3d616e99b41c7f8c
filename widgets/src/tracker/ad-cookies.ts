// The Meta click and browser ids (_fbc, _fbp); _fbc falls back to localStorage (spec §3), and is
// built from the landing URL's ?fbclid= when no pixel saved a cookie, as Meta documents:
// fb.<subdomain index>.<creation time in ms>.<fbclid>, the click id unmodified. The kept value is
// the visitor's click id: it goes after 7 days, like the rest of what the browser keeps of them.
import { isExpired, readItem, removeItem, writeItem } from '../lib/storage.ts';
import { FBC_KEY } from '../lib/storage-keys.ts';

/** 1 ('example.com') is the index Meta says to use for a value not saved as the pixel's cookie. */
const SUBDOMAIN_INDEX = 1;

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** 'fb.1.1700000000000.IwAR2…' → its creation time and click id; undefined when not of that form. */
function parseFbc(value: string): { createdAt: number; clickId: string } | undefined {
  const match = /^fb\.\d+\.(\d+)\.(.+)$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  return { createdAt: Number(match[1]), clickId: match[2] };
}

/**
 * The fbc of this visitor without a pixel cookie: a click id in the URL wins (a new ad click
 * replaces an older one), kept with the time it was first seen so later events of the visit,
 * and later pages of the next 7 days, send the same value (decision 0021).
 */
function clickIdFbc(now: number, search: string): string | undefined {
  const stored = readItem(FBC_KEY);
  const parsed = stored === null ? undefined : parseFbc(stored);
  // Its creation time is its saved-at; a value of another shape cannot be dated, so it is not kept.
  const fresh = parsed && !isExpired(parsed.createdAt, now) ? parsed : undefined;
  if (stored !== null && !fresh) removeItem(FBC_KEY);
  const fbclid = new URLSearchParams(search).get('fbclid');
  if (fbclid) {
    if (fresh?.clickId === fbclid) return stored ?? undefined;
    const built = `fb.${SUBDOMAIN_INDEX}.${now}.${fbclid}`;
    writeItem(FBC_KEY, built);
    return built;
  }
  return fresh ? (stored ?? undefined) : undefined;
}

export function readAdIds(
  now: number = Date.now(),
  search: string = location.search,
): {
  fbc?: string;
  fbp?: string;
} {
  const ids: { fbc?: string; fbp?: string } = {};
  const fbc = readCookie('_fbc') || clickIdFbc(now, search);
  const fbp = readCookie('_fbp');
  if (fbc) ids.fbc = fbc;
  if (fbp) ids.fbp = fbp;
  return ids;
}
