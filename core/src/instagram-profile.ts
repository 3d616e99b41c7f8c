// The Instagram profile record of spec §3, mapped from whichever field names the source uses.

/** Where a profile came from: the real Instagram API, or the demo provider of an offline install. */
export type InstagramProfileSource = 'instagram' | 'demo';

/** What the server answers and the preview card shows. `profilePicUrl` is '' when there is none. */
export interface InstagramProfile {
  username: string;
  fullName: string;
  profilePicUrl: string;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isVerified: boolean;
  biography: string;
  bio: string;
  source: InstagramProfileSource;
}

/** A looked-up profile stays valid this long (spec §9: 86,400,000 ms). */
export const INSTAGRAM_PROFILE_CACHE_MS = 86_400_000;

/** Instagram's own rule: 1–30 lower-case letters, digits, dots and underscores. */
const USERNAME_PATTERN = /^[a-z0-9._]{1,30}$/;

/** Whether a normalised handle could name an Instagram account at all; others need no look-up. */
export function isInstagramUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

type Raw = Record<string, unknown>;

/**
 * Maps a source record to the profile, or undefined when the body is empty or not an object
 * (spec §5 'Dados inválidos retornados pela API'). Every field has its §3 fallback, so a
 * partial record still maps; `username` is used when the record names none.
 */
export function mapInstagramProfile(
  raw: unknown,
  username: string,
  source: InstagramProfileSource,
): InstagramProfile | undefined {
  if (!isRecord(raw) || Object.keys(raw).length === 0) return undefined;
  const handle = text(raw.username) ?? username;
  const biography = text(raw.biography) ?? text(raw.bio) ?? '';
  const bio = text(raw.bio) ?? text(raw.biography) ?? '';
  return {
    username: handle,
    fullName: text(raw.fullName) ?? text(raw.full_name) ?? handle,
    profilePicUrl: pictureOf(raw),
    followersCount: count(raw.followersCount ?? raw.follower_count),
    followingCount: count(raw.followingCount ?? raw.following_count),
    postsCount: count(raw.postsCount ?? raw.media_count),
    isVerified: (raw.isVerified ?? raw.is_verified) === true,
    biography,
    bio,
    source,
  };
}

/** The first usable picture, in the spec's order of preference. */
function pictureOf(raw: Raw): string {
  const hd = isRecord(raw.hd_profile_pic_url_info) ? raw.hd_profile_pic_url_info.url : undefined;
  for (const candidate of [raw.profilePicUrl, hd, raw.profile_pic_url]) {
    const url = text(candidate);
    if (url !== undefined && isPictureUrl(url)) return url;
  }
  return '';
}

/** Only web addresses and inline images can be shown; anything else counts as no picture. */
function isPictureUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url) || /^data:image\//i.test(url);
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string, trimmed; anything else is missing. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Counts arrive as numbers or numeric strings; anything else, or negative, is 0. */
function count(value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : 0;
}
