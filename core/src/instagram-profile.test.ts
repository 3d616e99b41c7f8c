import { describe, expect, it } from 'vitest';
import { isInstagramUsername, mapInstagramProfile } from './instagram-profile.ts';

describe('mapInstagramProfile', () => {
  it('maps a record that already uses the profile names', () => {
    const profile = mapInstagramProfile(
      {
        username: 'fulano',
        fullName: 'Fulano de Tal',
        profilePicUrl: 'https://scontent.cdninstagram.com/a.jpg',
        followersCount: 1200,
        followingCount: 300,
        postsCount: 42,
        isVerified: true,
        biography: 'Bio longa',
        bio: 'Bio curta',
      },
      'fulano',
      'instagram',
    );
    expect(profile).toEqual({
      username: 'fulano',
      fullName: 'Fulano de Tal',
      profilePicUrl: 'https://scontent.cdninstagram.com/a.jpg',
      followersCount: 1200,
      followingCount: 300,
      postsCount: 42,
      isVerified: true,
      biography: 'Bio longa',
      bio: 'Bio curta',
      source: 'instagram',
    });
  });

  it('maps the alternative snake_case names of the source', () => {
    const profile = mapInstagramProfile(
      {
        username: 'beltrana',
        full_name: 'Beltrana',
        profile_pic_url: 'https://x.fbcdn.net/p.jpg',
        follower_count: 10,
        following_count: 20,
        media_count: 30,
        is_verified: true,
        bio: 'Só bio',
      },
      'beltrana',
      'instagram',
    );
    expect(profile).toMatchObject({
      fullName: 'Beltrana',
      profilePicUrl: 'https://x.fbcdn.net/p.jpg',
      followersCount: 10,
      followingCount: 20,
      postsCount: 30,
      isVerified: true,
      biography: 'Só bio',
      bio: 'Só bio',
    });
  });

  it('prefers profilePicUrl, then hd_profile_pic_url_info.url, then profile_pic_url', () => {
    const all = {
      profilePicUrl: 'https://a.cdninstagram.com/1.jpg',
      hd_profile_pic_url_info: { url: 'https://a.cdninstagram.com/hd.jpg' },
      profile_pic_url: 'https://a.cdninstagram.com/sd.jpg',
    };
    expect(mapInstagramProfile(all, 'u', 'instagram')?.profilePicUrl).toBe(
      'https://a.cdninstagram.com/1.jpg',
    );
    const { profilePicUrl: _first, ...noFirst } = all;
    expect(mapInstagramProfile(noFirst, 'u', 'instagram')?.profilePicUrl).toBe(
      'https://a.cdninstagram.com/hd.jpg',
    );
    expect(
      mapInstagramProfile({ ...noFirst, hd_profile_pic_url_info: {} }, 'u', 'instagram')?.profilePicUrl,
    ).toBe('https://a.cdninstagram.com/sd.jpg');
  });

  it('skips pictures that cannot be shown and answers an empty one when none is usable', () => {
    const skipped = mapInstagramProfile(
      {
        profilePicUrl: 'javascript:alert(1)',
        hd_profile_pic_url_info: { url: '  ' },
        profile_pic_url: 'https://ok.fbcdn.net/p.jpg',
      },
      'u',
      'instagram',
    );
    expect(skipped?.profilePicUrl).toBe('https://ok.fbcdn.net/p.jpg');
    expect(mapInstagramProfile({ username: 'u', profile_pic_url: 42 }, 'u', 'instagram')?.profilePicUrl).toBe(
      '',
    );
    expect(
      mapInstagramProfile({ profilePicUrl: 'data:image/svg+xml;base64,AAA' }, 'u', 'demo')?.profilePicUrl,
    ).toBe('data:image/svg+xml;base64,AAA');
  });

  it('falls back: fullName to username, counts to 0, isVerified to false, bios to each other then empty', () => {
    expect(mapInstagramProfile({ username: 'ciclano' }, 'pedido', 'demo')).toEqual({
      username: 'ciclano',
      fullName: 'ciclano',
      profilePicUrl: '',
      followersCount: 0,
      followingCount: 0,
      postsCount: 0,
      isVerified: false,
      biography: '',
      bio: '',
      source: 'demo',
    });
    expect(mapInstagramProfile({ biography: 'Só biography' }, 'u', 'demo')).toMatchObject({
      biography: 'Só biography',
      bio: 'Só biography',
    });
  });

  it('uses the requested username when the record names none or a blank one', () => {
    expect(mapInstagramProfile({ full_name: 'X', username: '  ' }, 'pedido', 'instagram')).toMatchObject({
      username: 'pedido',
      fullName: 'X',
    });
  });

  it('reads numeric strings and turns negative, fractional or junk counts into whole numbers', () => {
    const profile = mapInstagramProfile(
      { follower_count: '1500', following_count: -3, media_count: 'muitos', postsCount: 7.9 },
      'u',
      'instagram',
    );
    expect(profile).toMatchObject({ followersCount: 1500, followingCount: 0, postsCount: 7 });
    expect(
      mapInstagramProfile({ followersCount: Number.POSITIVE_INFINITY }, 'u', 'instagram')?.followersCount,
    ).toBe(0);
  });

  it('only a literal true makes a profile verified', () => {
    expect(mapInstagramProfile({ is_verified: 'true' }, 'u', 'instagram')?.isVerified).toBe(false);
    expect(mapInstagramProfile({ isVerified: 1 }, 'u', 'instagram')?.isVerified).toBe(false);
  });

  it('answers undefined for an empty or invalid body', () => {
    for (const body of [null, undefined, '', 'texto', 42, [], [{ username: 'u' }], {}]) {
      expect(mapInstagramProfile(body, 'u', 'instagram'), JSON.stringify(body)).toBeUndefined();
    }
  });
});

describe('isInstagramUsername', () => {
  it('accepts 1 to 30 lower-case letters, digits, dots and underscores', () => {
    for (const name of ['a', 'fulano.tal', 'ana_99', 'x'.repeat(30)])
      expect(isInstagramUsername(name), name).toBe(true);
  });

  it('refuses anything that could not be an account or could change the upstream query', () => {
    for (const name of ['', 'x'.repeat(31), 'Fulano', 'a b', 'a)', 'a{b}', 'a,b', 'ação', 'a/b']) {
      expect(isInstagramUsername(name), name).toBe(false);
    }
  });
});
