// The Instagram profile cache on Kysely, so SQLite and PostgreSQL share the queries.
import type { InstagramProfile, InstagramProfileSource } from '@funil/core/instagram-profile';
import type { Kysely } from 'kysely';
import type { InstagramProfileCache } from '../domain/ports/instagram.ts';
import type { InstagramProfilesTable } from './instagram-profiles-table.ts';
import type { Database } from './schema.ts';

export interface InstagramProfilesRepository extends InstagramProfileCache {
  /** The row id a lead can point at (leads.instagram_profile_id), fresh or not. */
  idOf(username: string, source: InstagramProfileSource): Promise<string | undefined>;
}

export function createInstagramProfilesRepository(db: Kysely<Database>): InstagramProfilesRepository {
  return {
    async find(username, source, fetchedSince) {
      const row = await db
        .selectFrom('instagram_profiles')
        .selectAll()
        .where('username', '=', username)
        .where('source', '=', source)
        // ISO-8601 UTC text sorts in time order, on both engines.
        .where('fetched_at', '>=', fetchedSince)
        .executeTakeFirst();
      return row ? toProfile(row) : undefined;
    },

    async idOf(username, source) {
      const row = await db
        .selectFrom('instagram_profiles')
        .select('id')
        .where('username', '=', username)
        .where('source', '=', source)
        .executeTakeFirst();
      return row?.id;
    },

    async save(profile, fetchedAt) {
      const row = toRow(profile, fetchedAt);
      const { id: _id, username: _username, source: _source, ...changes } = row;
      await db
        .insertInto('instagram_profiles')
        .values(row)
        .onConflict((conflict) => conflict.columns(['username', 'source']).doUpdateSet(changes))
        .execute();
    },
  };
}

function toRow(profile: InstagramProfile, fetchedAt: string): InstagramProfilesTable {
  return {
    id: crypto.randomUUID(),
    username: profile.username,
    source: profile.source,
    full_name: profile.fullName,
    profile_pic_url: profile.profilePicUrl,
    followers_count: profile.followersCount,
    following_count: profile.followingCount,
    posts_count: profile.postsCount,
    // better-sqlite3 cannot bind JS booleans; PostgreSQL reads 1 and 0 as true and false too.
    is_verified: profile.isVerified ? 1 : 0,
    biography: profile.biography,
    bio: profile.bio,
    fetched_at: fetchedAt,
  };
}

function toProfile(row: InstagramProfilesTable): InstagramProfile {
  return {
    username: row.username,
    fullName: row.full_name,
    profilePicUrl: row.profile_pic_url,
    followersCount: Number(row.followers_count),
    followingCount: Number(row.following_count),
    postsCount: Number(row.posts_count),
    isVerified: row.is_verified === true || row.is_verified === 1,
    biography: row.biography,
    bio: row.bio,
    source: row.source as InstagramProfileSource,
  };
}
