// Profiles for the preview's tests and stories (no network): what the demo provider answers.
import type { InstagramProfile } from '@funil/widgets/instagram-preview/profile';

const AVATAR =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0IDQiPjxyZWN0IHdpZHRoPSI0IiBoZWlnaHQ9IjQiIGZpbGw9IiM2ZDI4ZDkiLz48L3N2Zz4=';

export function demoProfile(overrides: Partial<InstagramProfile> = {}): InstagramProfile {
  return {
    username: 'maria.silva',
    fullName: 'Maria Silva',
    profilePicUrl: AVATAR,
    followersCount: 12_345,
    followingCount: 321,
    postsCount: 87,
    isVerified: false,
    biography: 'Perfil de demonstração',
    bio: 'Perfil de demonstração',
    source: 'demo',
    ...overrides,
  };
}
