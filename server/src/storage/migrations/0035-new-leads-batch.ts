// PostgreSQL only (issue 17): the new-lead saves that arrive together in one call, with static
// inserts. 0033's function wrote each row through EXECUTE, which parses and plans every insert
// anew (a profile under load: 22 % of the machine's CPU); static SQL in PL/pgSQL keeps its plans.
// storage/new-lead-statement.ts sends the saves; a column NewLead gains needs a new version here.
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';
import { up as createOneLeadFunction } from './0033-new-lead-statement.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // Each save is {lock, lead, capability, call_slug?, registration?, consent?}; the answer is each
  // save's outcome in the order given. The phone locks are the ones transactionLock takes for
  // `lead-phone:<phone>`, taken in the order of their keys so that two calls never wait on each
  // other in a circle. Each statement reads a fresh snapshot: a look-up after its lock sees a lead
  // committed meanwhile, and a phone twice in one call finds the lead its first save wrote.
  await sql`
    create or replace function funil_save_new_leads(saves jsonb) returns text[]
    language plpgsql as $$
    declare
      save jsonb;
      save_index bigint;
      call_id text;
      outcomes text[] := '{}';
    begin
      for save, save_index in
        select value, ordinality from jsonb_array_elements(saves) with ordinality
        order by hashtextextended(value->>'lock', 0), ordinality
      loop
        perform pg_advisory_xact_lock(hashtextextended(save->>'lock', 0));
        if exists (select 1 from leads where phone = save->'lead'->>'phone') then
          outcomes[save_index] := 'phone_known';
          continue;
        end if;
        -- The columns a new lead's save writes; the others keep their defaults (email's is '').
        insert into leads (id, name, phone, email, instagram, region, utm_source, utm_medium,
          utm_campaign, utm_content, utm_term, referrer, landing_page, partner_code, visit_pending,
          lead_at, created_at, updated_at, engagement_score)
        select id, name, phone, coalesce(email, ''), instagram, region, utm_source, utm_medium,
          utm_campaign, utm_content, utm_term, referrer, landing_page, partner_code, visit_pending,
          lead_at, created_at, updated_at, engagement_score
        from jsonb_populate_record(null::leads, save->'lead');
        insert into lead_capabilities (token_hash, lead_id, claim_id, request_key_hash, created_at)
        select token_hash, lead_id, claim_id, request_key_hash, created_at
        from jsonb_populate_record(null::lead_capabilities, save->'capability');
        if jsonb_typeof(save->'consent') = 'object' then
          insert into consents (id, lead_id, text_version, purposes, granted_at, created_at, source,
            partner_code)
          select id, lead_id, text_version, purposes, granted_at, created_at, source, partner_code
          from jsonb_populate_record(null::consents, save->'consent');
        end if;
        outcomes[save_index] := 'saved';
        if jsonb_typeof(save->'call_slug') = 'string' then
          select id into call_id from events where slug = save->>'call_slug' and is_active;
          if call_id is null then
            outcomes[save_index] := 'saved_without_call';
          else
            -- Status and message_sent keep their defaults: registered, not sent.
            insert into event_registrations (id, event_id, lead_id, registration_date, utm_source,
              utm_medium, utm_campaign, utm_content, utm_term, referrer, landing_page, created_at,
              updated_at)
            select id, call_id, lead_id, registration_date, utm_source, utm_medium, utm_campaign,
              utm_content, utm_term, referrer, landing_page, created_at, updated_at
            from jsonb_populate_record(null::event_registrations, save->'registration');
          end if;
        end if;
      end loop;
      return outcomes;
    end $$`.execute(db);
  await sql`drop function if exists funil_save_new_lead(text, jsonb, jsonb, text, jsonb, jsonb)`.execute(db);
  await sql`drop function if exists funil_insert_row(text, jsonb)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`drop function if exists funil_save_new_leads(jsonb)`.execute(db);
  await createOneLeadFunction(db);
}
