// Creates the 24 h cache of looked-up Instagram profiles (spec §3 record), one row per username and source.
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they take an untyped db rather than today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instagram_profiles')
    // Stable across refreshes, so leads.instagram_profile_id can point at the row.
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('username', 'text', (col) => col.notNull())
    // 'instagram' or 'demo': switching providers must never serve the other's cached data.
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('profile_pic_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('followers_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('posts_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('biography', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('instagram_profiles_pkey', ['username', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instagram_profiles').execute();
}
