// The profile record GET /api/instagram-profile answers (spec §3; the OpenAPI document at /api/openapi.json), checked before use.
import type { InstagramProfile } from '@funil/core/instagram-profile';

export type { InstagramProfile };

export type ProfileCheck =
  | { ok: true; profile: InstagramProfile }
  | { ok: false; reason: 'invalid' | 'no_picture' };

/** Spec §5: an empty or malformed body is invalid data; a profile without a picture is refused too. */
export function checkProfile(body: unknown): ProfileCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, reason: 'invalid' };
  const record = body as Partial<InstagramProfile>;
  if (typeof record.username !== 'string' || record.username === '') return { ok: false, reason: 'invalid' };
  if (typeof record.profilePicUrl !== 'string' || record.profilePicUrl.trim() === '') {
    return { ok: false, reason: 'no_picture' };
  }
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ok: true,
    profile: {
      username: record.username,
      fullName: text(record.fullName) || record.username,
      profilePicUrl: record.profilePicUrl,
      followersCount: count(record.followersCount),
      followingCount: count(record.followingCount),
      postsCount: count(record.postsCount),
      isVerified: record.isVerified === true,
      biography: text(record.biography) || text(record.bio),
      bio: text(record.bio) || text(record.biography),
      source: record.source === 'demo' ? 'demo' : 'instagram',
    },
  };
}
