import type { InstagramProfile } from '@funil/core/instagram-profile';
import { describe, expect, it } from 'vitest';
import { createInstagramLookup } from './instagram-lookup.ts';
import type { InstagramProfileCache } from './ports/instagram.ts';
import { type InstagramFailure, InstagramLookupError, type InstagramProvider } from './ports/instagram.ts';

const profileOf = (username: string): InstagramProfile => ({
  username,
  fullName: username,
  profilePicUrl: '',
  followersCount: 1,
  followingCount: 2,
  postsCount: 3,
  isVerified: false,
  biography: '',
  bio: '',
  source: 'instagram',
});

/** A provider that records its calls and answers from a script. */
function scriptedProvider(answer: (username: string) => Promise<InstagramProfile>) {
  const calls: string[] = [];
  const provider: InstagramProvider = {
    source: 'instagram',
    fetchProfile: (username) => {
      calls.push(username);
      return answer(username);
    },
  };
  return { provider, calls };
}

function memoryCache(): InstagramProfileCache & {
  rows: Map<string, { profile: InstagramProfile; at: string }>;
} {
  const rows = new Map<string, { profile: InstagramProfile; at: string }>();
  return {
    rows,
    async find(username, source, since) {
      const row = rows.get(`${source}:${username}`);
      return row && row.at >= since ? row.profile : undefined;
    },
    async save(profile, at) {
      rows.set(`${profile.source}:${profile.username}`, { profile, at });
    },
  };
}

describe('createInstagramLookup', () => {
  it('normalises the handle before asking, and caches what it found', async () => {
    const { provider, calls } = scriptedProvider(async (u) => profileOf(u));
    const cache = memoryCache();
    const lookup = createInstagramLookup({ provider, cache, now: () => new Date('2025-04-01T12:00:00Z') });

    expect(await lookup(' @Fulano.Tal ')).toEqual({ ok: true, profile: profileOf('fulano.tal') });
    expect(calls).toEqual(['fulano.tal']);
    expect(cache.rows.get('instagram:fulano.tal')?.at).toBe('2025-04-01T12:00:00.000Z');
  });

  it('answers from the cache for 24 h, then asks again', async () => {
    const { provider, calls } = scriptedProvider(async (u) => profileOf(u));
    let clock = new Date('2025-04-01T12:00:00Z');
    const lookup = createInstagramLookup({ provider, cache: memoryCache(), now: () => clock });

    await lookup('ana');
    clock = new Date('2025-04-02T12:00:00Z'); // exactly 24 h later: still fresh
    await lookup('ana');
    expect(calls).toEqual(['ana']);
    clock = new Date('2025-04-02T12:00:00.001Z');
    await lookup('ana');
    expect(calls).toEqual(['ana', 'ana']);
  });

  it('keeps the requested name even when the provider spells it differently', async () => {
    const { provider } = scriptedProvider(async () => profileOf('Ana'));
    const lookup = createInstagramLookup({ provider, cache: memoryCache(), now: () => new Date() });
    expect(await lookup('ana')).toMatchObject({ ok: true, profile: { username: 'ana' } });
  });

  it('needs a username and makes no call for an empty or whitespace-only one', async () => {
    const { provider, calls } = scriptedProvider(async (u) => profileOf(u));
    const lookup = createInstagramLookup({ provider, cache: memoryCache(), now: () => new Date() });
    for (const raw of ['', '   ', ' @ ']) {
      expect(await lookup(raw)).toEqual({ ok: false, failure: { kind: 'username_required' } });
    }
    expect(calls).toEqual([]);
  });

  it('answers username_invalid without a call for a handle Instagram could not issue', async () => {
    const { provider, calls } = scriptedProvider(async (u) => profileOf(u));
    const lookup = createInstagramLookup({ provider, cache: memoryCache(), now: () => new Date() });
    for (const typed of ['nome(inválido)', 'ana maria', 'ana!', '@@ana']) {
      expect(await lookup(typed), typed).toEqual({ ok: false, failure: { kind: 'username_invalid' } });
    }
    expect(calls).toEqual([]);
  });

  it('reports provider failures and caches none of them', async () => {
    const failure: InstagramFailure = { kind: 'rate_limited', retryAfterSeconds: 30 };
    const { provider, calls } = scriptedProvider(async () => {
      throw new InstagramLookupError(failure);
    });
    const cache = memoryCache();
    const lookup = createInstagramLookup({ provider, cache, now: () => new Date() });
    expect(await lookup('ana')).toEqual({ ok: false, failure });
    expect(await lookup('ana')).toEqual({ ok: false, failure });
    expect(calls).toEqual(['ana', 'ana']);
    expect(cache.rows.size).toBe(0);
  });

  it('lets unexpected errors through for the app to log as a 500', async () => {
    const { provider } = scriptedProvider(async () => {
      throw new Error('bug');
    });
    const lookup = createInstagramLookup({ provider, cache: memoryCache(), now: () => new Date() });
    await expect(lookup('ana')).rejects.toThrow('bug');
  });

  it('shares one provider call among concurrent look-ups of the same name', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { provider, calls } = scriptedProvider(async (u) => {
      await gate;
      return profileOf(u);
    });
    const lookup = createInstagramLookup({ provider, cache: memoryCache(), now: () => new Date() });
    const all = Promise.all([lookup('ana'), lookup('@Ana'), lookup('bia')]);
    release();
    const [a, b, c] = await all;
    expect(a).toEqual(b);
    expect(c).toMatchObject({ ok: true, profile: { username: 'bia' } });
    expect(calls).toEqual(['ana', 'bia']);
  });
});
