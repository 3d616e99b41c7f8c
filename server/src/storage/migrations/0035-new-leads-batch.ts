// PostgreSQL only (issue 17): the new-lead saves that arrive together in one call, with static
// inserts, one per table for the whole call. 0033's function wrote each row through EXECUTE, which
// parses and plans every insert anew (a profile under load: 22 % of the machine's CPU); static SQL
// in PL/pgSQL keeps its plans.
// storage/new-lead-statement.ts sends the saves; a column NewLead gains needs a new version here.
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';
import { up as createOneLeadFunction } from './0033-new-lead-statement.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // Each save is {lock, lead, capability, call_slug?, registration?, consent?}; the answer is each
  // save's outcome in the order given. First, save by save in the order of their lock keys (so that
  // two calls never wait on each other in a circle): the phone's lock (the one transactionLock takes
  // for `lead-phone:<phone>`), then its look-up. Each look-up is a statement of its own, with a fresh
  // snapshot: it sees a lead committed before the lock, and a phone twice in one call is new only
  // to its first save. (A single look-up of all the phones let PostgreSQL keep a plan made while the
  // table was small: a sequential scan, slower with every lead.) Then one insert per table writes
  // every new save at once: PL/pgSQL starts an executor per statement, which, save by save, cost
  // more than the rows.
  await sql`
    create or replace function funil_save_new_leads(saves jsonb) returns text[]
    language plpgsql as $$
    declare
      save jsonb;
      save_index bigint;
      new_indexes bigint[] := '{}';
      new_phones text[] := '{}';
      outcomes text[] := '{}';
    begin
      for save, save_index in
        select value, ordinality from jsonb_array_elements(saves) with ordinality
        order by hashtextextended(value->>'lock', 0), ordinality
      loop
        perform pg_advisory_xact_lock(hashtextextended(save->>'lock', 0));
        if save->'lead'->>'phone' = any(new_phones)
          or exists (select 1 from leads where phone = save->'lead'->>'phone') then
          outcomes[save_index] := 'phone_known';
        else
          new_indexes := new_indexes || save_index;
          new_phones := new_phones || (save->'lead'->>'phone');
          outcomes[save_index] := 'saved';
        end if;
      end loop;
      with fresh as materialized (
        select value as save, ordinality as n from jsonb_array_elements(saves) with ordinality
        where ordinality = any(new_indexes)
      ), new_leads as (
        -- The columns a new lead's save writes; the others keep their defaults (email's is '').
        insert into leads (id, name, phone, email, instagram, region, utm_source, utm_medium,
          utm_campaign, utm_content, utm_term, referrer, landing_page, partner_code, visit_pending,
          lead_at, created_at, updated_at, engagement_score)
        select lead.id, lead.name, lead.phone, coalesce(lead.email, ''), lead.instagram, lead.region,
          lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_content, lead.utm_term,
          lead.referrer, lead.landing_page, lead.partner_code, lead.visit_pending, lead.lead_at,
          lead.created_at, lead.updated_at, lead.engagement_score
        from fresh, jsonb_populate_record(null::leads, fresh.save->'lead') as lead
      ), new_capabilities as (
        insert into lead_capabilities (token_hash, lead_id, claim_id, request_key_hash, created_at)
        select capability.token_hash, capability.lead_id, capability.claim_id,
          capability.request_key_hash, capability.created_at
        from fresh, jsonb_populate_record(null::lead_capabilities, fresh.save->'capability') as capability
      )
      insert into consents (id, lead_id, text_version, purposes, granted_at, created_at, source,
        partner_code)
      select consent.id, consent.lead_id, consent.text_version, consent.purposes, consent.granted_at,
        consent.created_at, consent.source, consent.partner_code
      from fresh, jsonb_populate_record(null::consents, fresh.save->'consent') as consent
      where jsonb_typeof(fresh.save->'consent') = 'object';
      -- The free call, where a new save asked for it: registered while the call is active, status
      -- and message_sent keeping their defaults (registered, not sent).
      for save, save_index in
        select value, ordinality from jsonb_array_elements(saves) with ordinality
        where ordinality = any(new_indexes) and jsonb_typeof(value->'call_slug') = 'string'
      loop
        insert into event_registrations (id, event_id, lead_id, registration_date, utm_source,
          utm_medium, utm_campaign, utm_content, utm_term, referrer, landing_page, created_at,
          updated_at)
        select registration.id, events.id, registration.lead_id, registration.registration_date,
          registration.utm_source, registration.utm_medium, registration.utm_campaign,
          registration.utm_content, registration.utm_term, registration.referrer,
          registration.landing_page, registration.created_at, registration.updated_at
        from events, jsonb_populate_record(null::event_registrations, save->'registration') as registration
        where events.slug = save->>'call_slug' and events.is_active;
        if not found then
          outcomes[save_index] := 'saved_without_call';
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
