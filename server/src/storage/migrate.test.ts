import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/** Spec §3 Lead, in the spec's order, with the transaction key named for the provider. */
const SPEC_LEAD_COLUMNS = `id name email phone instagram region last_visit visit_count visit_timestamp
  journey_stage conversion_stage cadence_status last_message_sent_at last_message_received_at
  messages_count last_message_content last_interaction_at cadence_step cadence_attempts
  cadence_next_attempt_at cadence_last_attempt_at has_purchased purchase_date purchase_id
  checkout_status checkout_url checkout_created_at checkout_updated_at checkout_visited_at
  checkout_abandoned_at pix_qrcode pix_url pix_code pix_expiration_date pix_generated_at
  payment_provider_transaction_key plan_name plan_key product_key trans_installments trans_value
  trans_status trans_status_code instagram_processed instagram_processed_at visit_pending
  last_page_visit instagram_profile_id utm_source utm_medium utm_campaign utm_content utm_term
  referrer device_info url_params landing_page clicks_data page_views time_on_page
  engagement_score conversion_probability created_at updated_at`.split(/\s+/);

describe('migrate', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a WAL file database in a missing folder, and running it twice is harmless', async () => {
    dir = mkdtempSync(join(tmpdir(), 'funil-db-'));
    const path = join(dir, 'nested', 'funil.db');
    const db = openDatabase(path);

    const first = await migrate(db);
    const second = await migrate(db);

    // Every migration, in file order (no hand-kept list to fall out of date).
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
    expect(first[0]?.migrationName).toBe('0001-create-leads');
    expect(second).toEqual([]);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
    expect(existsSync(`${path}-wal`)).toBe(true);
    await db.destroy();

    // A restart on the same file finds nothing to do and keeps the data.
    const reopened = openDatabase(path);
    expect(await migrate(reopened)).toEqual([]);
    await reopened.destroy();
  });

  it('creates every spec column on leads, and non-unique indexes on phone and created_at', async () => {
    const db = openDatabase(':memory:');
    await migrate(db);

    const columns = await sql<{ name: string }>`pragma table_info(leads)`.execute(db);
    expect(columns.rows.map((column) => column.name)).toEqual(SPEC_LEAD_COLUMNS);
    const indexes = await sql<{ name: string; unique: number }>`pragma index_list(leads)`.execute(db);
    const ours = indexes.rows
      .filter((index) => index.name.startsWith('leads_'))
      .map((i) => [i.name, i.unique]);
    expect(ours.sort()).toEqual([
      ['leads_created_at_idx', 0],
      ['leads_phone_idx', 0],
    ]);
    await db.destroy();
  });

  it('turns on foreign keys and the busy timeout', async () => {
    const db = openDatabase(':memory:');
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    expect(busy.rows[0]?.timeout).toBe(5000);
    await db.destroy();
  });
});
