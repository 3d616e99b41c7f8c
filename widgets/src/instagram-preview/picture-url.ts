// Where the card loads a profile picture from: data: URLs as they are, web addresses via our image proxy.
import { apiUrl } from '../lib/api-request.ts';

/** '' when the URL is neither, so the card draws the initial instead. */
export function pictureSource(url: string, apiBase: string): string {
  if (/^data:image\//i.test(url)) return url;
  // Instagram's CDN refuses hot-linking from other sites; the proxy also answers a default picture.
  if (/^https?:\/\//i.test(url)) return apiUrl(apiBase, `api/image-proxy?${new URLSearchParams({ url })}`);
  return '';
}

const AVATAR_COLOURS = [
  '#6d28d9',
  '#be185d',
  '#b45309',
  '#047857',
  '#1d4ed8',
  '#b91c1c',
  '#0f766e',
  '#7c3aed',
];

/** The same handle always gets the same colour behind its initial. */
export function avatarColour(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] as string;
}

export function avatarInitial(username: string): string {
  return (username.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
}
