// Issue 29: a launch is a row staff create, not the one settings document. Today's data becomes
// launch 1: the saved settings (or none: the spec's defaults), their audit, and the events, offer
// and checkouts that were the only launch's. One row says which launch is the site's current one.
import { type Kysely, sql } from 'kysely';

/** The slugs the spec's events and offer had before launches; frozen here as this migration saw them. */
const FREE_CALL_SLUG = 'call-gratuita-ia-nos-negocios';
const IMMERSION_SLUG = 'imersao-ia-na-pratica';

interface Before {
  launch_settings: { id: string; document: string; updated_at: string; updated_by: string | null };
  launch_settings_audit: {
    id: string;
    changed_at: string;
    staff_id: string | null;
    staff_email: string;
    staff_name: string;
    before_document: string;
    after_document: string;
  };
  launches: {
    id: string;
    slug: string;
    name: string;
    status: string;
    document: string | null;
    created_at: string;
    updated_at: string;
    published_at: string | null;
    closed_at: string | null;
  };
  launch_audit: {
    id: string;
    launch_id: string;
    action: string;
    changed_at: string;
    staff_id: string | null;
    staff_email: string | null;
    staff_name: string | null;
    before_document: string | null;
    after_document: string | null;
  };
  current_launch: { id: string; launch_id: string; updated_at: string };
  launch_periods: { launch_id: string; started_at: string; ended_at: string | null };
  events: { id: string; slug: string; created_at: string; launch_id: string | null; kind: string | null };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Before>;
  await db.schema
    .createTable('launches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    // draft, published or closed; a published launch's phase is its settings' state.
    .addColumn('status', 'text', (col) => col.notNull())
    // The settings document; null means the spec's defaults as of the day it is read (decision 0022).
    .addColumn('document', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text')
    .addColumn('closed_at', 'text')
    .execute();

  await db.schema
    .createTable('launch_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('launch_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    // Who, as they were: the audit outlives an account.
    .addColumn('staff_id', 'text')
    .addColumn('staff_email', 'text')
    .addColumn('staff_name', 'text')
    .addColumn('before_document', 'text')
    .addColumn('after_document', 'text')
    .execute();
  await db.schema
    .createIndex('launch_audit_launch_idx')
    .on('launch_audit')
    .columns(['launch_id', 'changed_at', 'id'])
    .execute();

  // One row: the launch the site shows.
  await db.schema
    .createTable('current_launch')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('launch_id', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // When each launch was the site's: a lead captured then is the launch's (with those who register
  // for its events or open its checkouts). The open period (no end) is the current launch's.
  await db.schema
    .createTable('launch_periods')
    .addColumn('launch_id', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('launch_periods_launch_idx')
    .on('launch_periods')
    .columns(['launch_id', 'started_at'])
    .execute();

  // What belongs to a launch: its events (the free call, the immersion, others), offers, checkouts.
  await db.schema.alterTable('events').addColumn('launch_id', 'text').execute();
  await db.schema.alterTable('events').addColumn('kind', 'text').execute();
  await db.schema.alterTable('offers').addColumn('launch_id', 'text').execute();
  await db.schema.alterTable('checkouts').addColumn('launch_id', 'text').execute();
  await db.schema.createIndex('events_launch_kind_idx').on('events').columns(['launch_id', 'kind']).execute();
  await db.schema.createIndex('checkouts_launch_idx').on('checkouts').column('launch_id').execute();

  const now = new Date().toISOString();
  const saved = await db
    .selectFrom('launch_settings')
    .selectAll()
    .where('id', '=', 'current')
    .executeTakeFirst();
  const firstEvent = await db
    .selectFrom('events')
    .select('created_at')
    .orderBy('created_at')
    .executeTakeFirst();
  const id = crypto.randomUUID();
  const createdAt = firstEvent?.created_at ?? now;
  await db
    .insertInto('launches')
    .values({
      id,
      slug: 'ia-na-pratica',
      name: 'IA na Prática',
      status: 'published',
      document: saved?.document ?? null,
      created_at: createdAt,
      updated_at: saved?.updated_at ?? createdAt,
      published_at: createdAt,
      closed_at: null,
    })
    .execute();
  await db.insertInto('current_launch').values({ id: 'site', launch_id: id, updated_at: now }).execute();
  // Everything before launches was launch 1's.
  await db
    .insertInto('launch_periods')
    .values({ launch_id: id, started_at: '1970-01-01T00:00:00.000Z', ended_at: null })
    .execute();

  const audit = await db.selectFrom('launch_settings_audit').selectAll().execute();
  for (const row of audit) {
    await db
      .insertInto('launch_audit')
      .values({
        id: row.id,
        launch_id: id,
        action: 'updated',
        changed_at: row.changed_at,
        staff_id: row.staff_id,
        staff_email: row.staff_email,
        staff_name: row.staff_name,
        before_document: row.before_document,
        after_document: row.after_document,
      })
      .execute();
  }

  await db.updateTable('events').set({ launch_id: id, kind: 'other' }).execute();
  await db.updateTable('events').set({ kind: 'free_call' }).where('slug', '=', FREE_CALL_SLUG).execute();
  await db.updateTable('events').set({ kind: 'immersion' }).where('slug', '=', IMMERSION_SLUG).execute();
  await sql`update offers set launch_id = ${id}`.execute(db);
  await sql`update checkouts set launch_id = ${id}`.execute(db);

  await db.schema.dropTable('launch_settings_audit').execute();
  await db.schema.dropTable('launch_settings').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Before>;
  await db.schema
    .createTable('launch_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('launch_settings_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .addColumn('before_document', 'text', (col) => col.notNull())
    .addColumn('after_document', 'text', (col) => col.notNull())
    .execute();

  // The current launch's settings and their edits go back to the single document.
  const current = await db
    .selectFrom('current_launch')
    .innerJoin('launches', 'launches.id', 'current_launch.launch_id')
    .select(['launches.id', 'launches.document', 'launches.updated_at'])
    .executeTakeFirst();
  if (current?.document) {
    await db
      .insertInto('launch_settings')
      .values({ id: 'current', document: current.document, updated_at: current.updated_at, updated_by: null })
      .execute();
  }
  if (current) {
    const edits = await db
      .selectFrom('launch_audit')
      .selectAll()
      .where('launch_id', '=', current.id)
      .where('action', '=', 'updated')
      .execute();
    for (const row of edits) {
      if (row.before_document === null || row.after_document === null) continue;
      await db
        .insertInto('launch_settings_audit')
        .values({
          id: row.id,
          changed_at: row.changed_at,
          staff_id: row.staff_id,
          staff_email: row.staff_email ?? '',
          staff_name: row.staff_name ?? '',
          before_document: row.before_document,
          after_document: row.after_document,
        })
        .execute();
    }
  }

  await db.schema.dropIndex('checkouts_launch_idx').execute();
  await db.schema.dropIndex('events_launch_kind_idx').execute();
  await db.schema.alterTable('checkouts').dropColumn('launch_id').execute();
  await db.schema.alterTable('offers').dropColumn('launch_id').execute();
  await db.schema.alterTable('events').dropColumn('kind').execute();
  await db.schema.alterTable('events').dropColumn('launch_id').execute();
  await db.schema.dropTable('launch_periods').execute();
  await db.schema.dropTable('current_launch').execute();
  await db.schema.dropTable('launch_audit').execute();
  await db.schema.dropTable('launches').execute();
}
