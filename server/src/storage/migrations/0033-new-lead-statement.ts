// PostgreSQL only (issue 17): a new phone's lead save as one statement, so the commonest write of the
// product takes one round trip instead of eight (begin, lock, look-up, four inserts, commit).
// storage/new-lead-statement.ts calls it; SQLite saves through grouped commits and needs none.
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // One row of a table from a JSON object: only the keys it has, so the others keep their defaults.
  await sql`
    create or replace function funil_insert_row(target text, fields jsonb) returns void
    language plpgsql as $$
    declare columns text;
    begin
      select string_agg(quote_ident(key), ', ') into columns from jsonb_object_keys(fields) as key;
      execute format('insert into %I (%s) select %s from jsonb_populate_record(null::%I, $1)',
        target, columns, columns, target) using fields;
    end $$`.execute(db);
  // The lock is the one storage/sql-values.ts transactionLock takes for `lead-phone:<phone>`, so a
  // save here and one in a transaction never both insert a phone. Each statement of a PL/pgSQL
  // function reads a fresh snapshot: the look-up after the lock sees a lead committed meanwhile.
  await sql`
    create or replace function funil_save_new_lead(
      phone_lock text, lead jsonb, capability jsonb, call_slug text, registration jsonb, consent jsonb
    ) returns text
    language plpgsql as $$
    declare call_id text;
    begin
      perform pg_advisory_xact_lock(hashtextextended(phone_lock, 0));
      if exists (select 1 from leads where phone = lead->>'phone') then
        return 'phone_known';
      end if;
      perform funil_insert_row('leads', lead);
      perform funil_insert_row('lead_capabilities', capability);
      if consent is not null then
        perform funil_insert_row('consents', consent);
      end if;
      if call_slug is null then
        return 'saved';
      end if;
      select id into call_id from events where slug = call_slug and is_active;
      if call_id is null then
        return 'saved_without_call';
      end if;
      perform funil_insert_row('event_registrations', registration || jsonb_build_object('event_id', call_id));
      return 'saved';
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`drop function if exists funil_save_new_lead(text, jsonb, jsonb, text, jsonb, jsonb)`.execute(db);
  await sql`drop function if exists funil_insert_row(text, jsonb)`.execute(db);
}
