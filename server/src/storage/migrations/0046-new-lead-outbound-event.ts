// PostgreSQL only (issue 31): 0035's one-call save of new leads, now also writing each new lead's
// lead.captured row of the producer's webhooks' outbox (outbound_events), and the free call's
// event.registered row when its registration is written: in the same statement group as the rows
// they report (an outbox: nothing announced that was not saved, nothing saved that is not announced).
// The call stays one round trip per batch; lead.captured is one more insert for the whole call.
// storage/new-lead-statement.ts sends the rows (new-lead-rows.ts names their columns).
import { type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';
import { up as saveWithoutOutboundEvents } from './0035-new-leads-batch.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // Each save is 0035's {lock, lead, capability, call_slug?, registration?, consent?} and
  // {captured, registered?}: the outbox rows, built by the domain (registered's data.event is
  // filled in here from the active call, as the registration takes its event_id from it).
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
      ), new_outbound_events as (
        -- lead.captured, the producer's webhook (issue 31), written with its lead.
        insert into outbound_events (id, type, payload, lead_id, occurred_at)
        select captured.id, captured.type, captured.payload, captured.lead_id, captured.occurred_at
        from fresh, jsonb_populate_record(null::outbound_events, fresh.save->'captured') as captured
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
        else
          -- event.registered, with the call it was made for (domain's withRegisteredEvent in SQL).
          insert into outbound_events (id, type, payload, lead_id, occurred_at)
          select registered.id, registered.type,
            jsonb_set(registered.payload::jsonb, '{data,event}', jsonb_build_object('id', events.id,
              'slug', events.slug, 'name', events.title, 'kind', events.kind,
              'startsAt', events.starts_at))::text,
            registered.lead_id, registered.occurred_at
          from events, jsonb_populate_record(null::outbound_events, save->'registered') as registered
          where events.slug = save->>'call_slug' and events.is_active;
        end if;
      end loop;
      return outcomes;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await saveWithoutOutboundEvents(db);
}
