import type { InstagramProfile } from '@funil/core/instagram-profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase } from './database.ts';
import { createInstagramProfilesRepository } from './instagram-profiles-repository.ts';
import { migrate } from './migrate.ts';

const PROFILE: InstagramProfile = {
  username: 'fulano',
  fullName: 'Fulano de Tal',
  profilePicUrl: 'https://scontent.cdninstagram.com/a.jpg',
  followersCount: 1200,
  followingCount: 300,
  postsCount: 42,
  isVerified: true,
  biography: 'Bio',
  bio: 'Bio',
  source: 'instagram',
};

describe('Instagram profiles repository', () => {
  let repository: ReturnType<typeof createInstagramProfilesRepository>;
  beforeEach(async () => {
    const db = openDatabase(IN_MEMORY);
    await migrate(db);
    repository = createInstagramProfilesRepository(db);
  });

  it('gives back a saved profile exactly, booleans included', async () => {
    await repository.save(PROFILE, '2025-04-01T12:00:00.000Z');
    expect(await repository.find('fulano', 'instagram', '2025-04-01T00:00:00.000Z')).toEqual(PROFILE);
    await repository.save({ ...PROFILE, username: 'outro', isVerified: false }, '2025-04-01T12:00:00.000Z');
    expect((await repository.find('outro', 'instagram', '2025-04-01T00:00:00.000Z'))?.isVerified).toBe(false);
  });

  it('finds nothing fetched before the given instant', async () => {
    await repository.save(PROFILE, '2025-04-01T12:00:00.000Z');
    expect(await repository.find('fulano', 'instagram', '2025-04-01T12:00:00.001Z')).toBeUndefined();
  });

  it('keeps profiles of different sources apart', async () => {
    await repository.save(PROFILE, '2025-04-01T12:00:00.000Z');
    expect(await repository.find('fulano', 'demo', '2025-04-01T00:00:00.000Z')).toBeUndefined();
  });

  it('replaces the row of a username on a new fetch, keeping its id for leads to point at', async () => {
    await repository.save(PROFILE, '2025-04-01T12:00:00.000Z');
    const id = await repository.idOf('fulano', 'instagram');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await repository.save({ ...PROFILE, followersCount: 1300 }, '2025-04-03T12:00:00.000Z');
    expect(await repository.idOf('fulano', 'instagram')).toBe(id);
    expect(await repository.idOf('fulano', 'demo')).toBeUndefined();
    expect(await repository.find('fulano', 'instagram', '2025-04-03T00:00:00.000Z')).toEqual({
      ...PROFILE,
      followersCount: 1300,
    });
  });
});
