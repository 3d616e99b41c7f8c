// The embedded default: invented but stable profiles, so the preview works offline and says it is a demo.
import {
  type InstagramProfile,
  isInstagramUsername,
  mapInstagramProfile,
} from '@funil/core/instagram-profile';
import { InstagramLookupError, type InstagramProvider } from '../../domain/ports/instagram.ts';

/** Usernames starting with this are 'not found', so that path can be shown and tested. */
export const DEMO_MISSING_PREFIX = 'naoexiste';

export const DEMO_BIO = 'Perfil de demonstração: dados fictícios gerados a partir do nome de usuário.';

export function createDemoProvider(): InstagramProvider {
  return {
    source: 'demo',
    async fetchProfile(username: string): Promise<InstagramProfile> {
      if (!isInstagramUsername(username) || username.startsWith(DEMO_MISSING_PREFIX))
        throw new InstagramLookupError({ kind: 'not_found' });
      const seed = hash(username);
      const profile = mapInstagramProfile(
        {
          username,
          full_name: displayName(username),
          profilePicUrl: avatar(username, seed),
          follower_count: 120 + (seed % 48_000),
          following_count: 40 + ((seed >>> 8) % 1_500),
          media_count: 3 + ((seed >>> 16) % 900),
          is_verified: false,
          biography: DEMO_BIO,
        },
        username,
        'demo',
      );
      // Unreachable: the record above is never empty.
      if (!profile) throw new InstagramLookupError({ kind: 'invalid_data' });
      return profile;
    },
  };
}

/** FNV-1a: a few lines, stable across runs and machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** 'maria.silva_ia' → 'Maria Silva Ia'. */
function displayName(username: string): string {
  const words = username.split(/[._]+/).filter((word) => word !== '');
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** An inline SVG avatar: the first letter on a colour of the username, no network, no proxy. */
function avatar(username: string, seed: number): string {
  const letter = escapeXml((username.charAt(0) || '?').toUpperCase());
  const hue = seed % 360;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150">' +
    `<rect width="150" height="150" fill="hsl(${hue},55%,45%)"/>` +
    '<text x="75" y="75" dy=".35em" text-anchor="middle" font-family="Arial,sans-serif" ' +
    `font-size="72" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
