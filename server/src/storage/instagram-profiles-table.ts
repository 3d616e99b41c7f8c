// The shape of the Instagram profile cache table, kept beside its repository.
import type { SqlBool } from 'kysely';

export interface InstagramProfilesTable {
  /** What leads.instagram_profile_id holds; kept when the row is refreshed. */
  id: string;
  username: string;
  source: string;
  full_name: string;
  profile_pic_url: string;
  followers_count: number;
  following_count: number;
  posts_count: number;
  /** SQLite hands booleans back as 0/1, PostgreSQL as true/false. */
  is_verified: SqlBool;
  biography: string;
  bio: string;
  /** UTC ISO-8601; the row is fresh for 24 h from here. */
  fetched_at: string;
}
