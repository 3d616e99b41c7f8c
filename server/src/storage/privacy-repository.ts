// LGPD on Kysely: find a lead by phone, gather everything about it, anonymise or delete it in one transaction.
import type { ErasureReport, PrivacyExport, PrivacyLeadMatch } from '@funil/core/privacy';
import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  anonymizedLeadColumns,
  exportRow,
  isRetainedCheckout,
  PURGED_PAYLOAD,
} from '../domain/lead-erasure.ts';
import type { Database } from './schema.ts';
import { isTrue } from './sql-values.ts';

/**
 * Every table with a lead_id column. Erasure handles each one; a test compares this list with
 * the migrated schema, so a new table that points at leads cannot be forgotten here.
 */
export const LEAD_REFERENCES = [
  'lead_interactions',
  'event_registrations',
  'checkouts',
  'tracking_events',
  'consents',
  'onboarding_checklists',
  'behaviour_entries',
  'lead_visits',
  'lead_capabilities',
  'lead_claims',
] as const;

export type ErasureResult =
  | { ok: true; report: ErasureReport }
  | { ok: false; error: 'not_found' | 'anonymized' };

export interface PrivacyRepository {
  findByPhones(phones: string[]): Promise<PrivacyLeadMatch[]>;
  exportLead(id: string, time: string): Promise<PrivacyExport | undefined>;
  anonymizeLead(id: string, time: string): Promise<ErasureResult>;
  deleteLead(id: string, time: string): Promise<ErasureResult>;
}

type Db = Kysely<Database>;

export function createPrivacyRepository(db: Db): PrivacyRepository {
  return {
    async findByPhones(phones) {
      if (phones.length === 0) return [];
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'name', 'phone', 'email', 'instagram', 'created_at', 'has_purchased', 'anonymized_at'])
        .where('phone', 'in', phones)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        instagram: row.instagram,
        createdAt: row.created_at,
        hasPurchased: isTrue(row.has_purchased),
        anonymizedAt: row.anonymized_at,
      }));
    },

    async exportLead(id, time) {
      const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      if (!lead) return undefined;
      const checkoutIds = await checkoutIdsOf(db, id);
      const [
        interactions,
        registrations,
        checkouts,
        providerEvents,
        trackingEvents,
        consents,
        onboarding,
        profiles,
        visits,
      ] = await Promise.all([
        db
          .selectFrom('lead_interactions')
          .selectAll()
          .where('lead_id', '=', id)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('event_registrations as r')
          .innerJoin('events', 'events.id', 'r.event_id')
          .selectAll('r')
          .select(['events.slug as event_slug', 'events.title as event_title'])
          .where('r.lead_id', '=', id)
          .orderBy('r.registration_date')
          .execute(),
        db.selectFrom('checkouts').selectAll().where('lead_id', '=', id).orderBy('created_at').execute(),
        db
          .selectFrom('provider_events')
          .where(providerEventsFilter(id, checkoutIds))
          .selectAll()
          .orderBy('received_at')
          .execute(),
        db
          .selectFrom('tracking_events')
          .where(trackingEventsFilter(id))
          .selectAll()
          .orderBy('created_at')
          .execute(),
        db.selectFrom('consents').selectAll().where('lead_id', '=', id).orderBy('granted_at').execute(),
        db.selectFrom('onboarding_checklists').selectAll().where('lead_id', '=', id).executeTakeFirst(),
        db.selectFrom('instagram_profiles').where(instagramProfilesFilter(lead)).selectAll().execute(),
        db.selectFrom('lead_visits').selectAll().where('lead_id', '=', id).orderBy('visited_at').execute(),
      ]);
      return {
        exportedAt: time,
        lead: exportRow(lead),
        interactions: interactions.map(exportRow),
        registrations: registrations.map(exportRow),
        checkouts: checkouts.map(exportRow),
        providerEvents: providerEvents.map(exportRow),
        trackingEvents: trackingEvents.map(exportRow),
        consents: consents.map(exportRow),
        onboarding: onboarding ? exportRow(onboarding) : null,
        instagramProfiles: profiles.map(exportRow),
        visits: visits.map(exportRow),
      };
    },

    anonymizeLead(id, time) {
      return db.transaction().execute(async (trx): Promise<ErasureResult> => {
        const lead = await findLead(trx, id);
        if (!lead) return { ok: false, error: 'not_found' };
        if (lead.anonymized_at) return { ok: false, error: 'anonymized' };
        const checkoutIds = await checkoutIdsOf(trx, id);
        const claimIds = await claimIdsOf(trx, id);

        const removed = {
          tracking_events: await deleted(
            trx.deleteFrom('tracking_events').where(trackingEventsFilter(id, claimIds)),
          ),
          // No browser may change the anonymous record again, nor read a claim's name back (decision 0019).
          ...(await removeCapabilities(trx, id)),
          instagram_profiles: await deleted(
            trx.deleteFrom('instagram_profiles').where(instagramProfilesFilter(lead)),
          ),
          // The lead's clicks and page views go with its clicks_data/page_views; the daily sums
          // (behaviour_daily) name no one and stay.
          behaviour_entries: await deleted(trx.deleteFrom('behaviour_entries').where('lead_id', '=', id)),
        };
        const keptAnonymous = {
          leads: await updated(
            trx.updateTable('leads').set(anonymizedLeadColumns(time)).where('id', '=', id),
          ),
          lead_interactions: await updated(
            trx.updateTable('lead_interactions').set({ data: '{}' }).where('lead_id', '=', id),
          ),
          event_registrations: await updated(
            trx
              .updateTable('event_registrations')
              .set({ referrer: null, landing_page: null, updated_at: time })
              .where('lead_id', '=', id),
          ),
          // When and on what kind of device stay as figures for the visit counts; where goes.
          lead_visits: await updated(
            trx.updateTable('lead_visits').set({ page: null, referrer: null }).where('lead_id', '=', id),
          ),
          checkouts: await updated(
            trx.updateTable('checkouts').set({ link: null, updated_at: time }).where('lead_id', '=', id),
          ),
          provider_events: await updated(
            trx
              .updateTable('provider_events')
              .set({ payload: PURGED_PAYLOAD })
              .where(providerEventsFilter(id, checkoutIds)),
          ),
          onboarding_checklists: await updated(
            trx.updateTable('onboarding_checklists').set({ notes: '' }).where('lead_id', '=', id),
          ),
          consents: await consentsCount(trx, id),
        };
        return { ok: true, report: { leadId: id, action: 'anonymized', removed, keptAnonymous } };
      });
    },

    deleteLead(id, time) {
      return db.transaction().execute(async (trx): Promise<ErasureResult> => {
        const lead = await findLead(trx, id);
        if (!lead) return { ok: false, error: 'not_found' };
        const checkouts = await trx
          .selectFrom('checkouts')
          .select(['id', 'paid_at', 'external_reference'])
          .where('lead_id', '=', id)
          .execute();
        const claimIds = await claimIdsOf(trx, id);
        const retained = checkouts.filter(isRetainedCheckout);
        const retainedIds = retained.map((c) => c.id);
        const droppedIds = checkouts.filter((c) => !retainedIds.includes(c.id)).map((c) => c.id);

        // Payments that happened keep their provider log, without the payer in it.
        const keptEvents =
          retainedIds.length === 0
            ? 0
            : await updated(
                trx
                  .updateTable('provider_events')
                  .set({ payload: PURGED_PAYLOAD })
                  .where('checkout_id', 'in', retainedIds),
              );
        for (const checkout of retained) {
          await trx
            .updateTable('checkouts')
            .set({
              lead_id: null,
              link: null,
              // Kept for the books, never offered for onboarding again.
              buyer_erased_at: time,
              // The reference embeds the lead id; the provider's own checkout id still reconciles the sale.
              external_reference: checkout.external_reference.replaceAll(id, 'anonimo'),
            })
            .where('id', '=', checkout.id)
            .execute();
        }

        const removed = {
          provider_events: await deleted(
            trx.deleteFrom('provider_events').where(providerEventsFilter(id, droppedIds)),
          ),
          checkouts:
            droppedIds.length === 0
              ? 0
              : await deleted(trx.deleteFrom('checkouts').where('id', 'in', droppedIds)),
          tracking_events: await deleted(
            trx.deleteFrom('tracking_events').where(trackingEventsFilter(id, claimIds)),
          ),
          ...(await removeCapabilities(trx, id)),
          lead_interactions: await deleted(trx.deleteFrom('lead_interactions').where('lead_id', '=', id)),
          behaviour_entries: await deleted(trx.deleteFrom('behaviour_entries').where('lead_id', '=', id)),
          lead_visits: await deleted(trx.deleteFrom('lead_visits').where('lead_id', '=', id)),
          event_registrations: await deleted(trx.deleteFrom('event_registrations').where('lead_id', '=', id)),
          consents: await deleted(trx.deleteFrom('consents').where('lead_id', '=', id)),
          onboarding_checklists: await deleted(
            trx.deleteFrom('onboarding_checklists').where('lead_id', '=', id),
          ),
          instagram_profiles: await deleted(
            trx.deleteFrom('instagram_profiles').where(instagramProfilesFilter(lead)),
          ),
          leads: await deleted(trx.deleteFrom('leads').where('id', '=', id)),
        };
        const keptAnonymous = { checkouts: retained.length, provider_events: keptEvents };
        return { ok: true, report: { leadId: id, action: 'deleted', removed, keptAnonymous } };
      });
    },
  };
}

function findLead(db: Db, id: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'instagram', 'instagram_profile_id', 'anonymized_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function checkoutIdsOf(db: Db, leadId: string): Promise<string[]> {
  const rows = await db.selectFrom('checkouts').select('id').where('lead_id', '=', leadId).execute();
  return rows.map((row) => row.id);
}

/** Webhooks name the lead in their external reference even when no checkout matched them. */
function providerEventsFilter(leadId: string, checkoutIds: string[]) {
  return (eb: ExpressionBuilder<Database, 'provider_events'>) =>
    eb.or([
      ...(checkoutIds.length > 0 ? [eb('checkout_id', 'in', checkoutIds)] : []),
      eb('payload', 'like', `%${leadId}%`),
    ]);
}

/**
 * Browser events carry the lead id as external_id, also on rows saved before the lead existed; a
 * browser holding a claim on the lead sends the claim's id instead.
 */
function trackingEventsFilter(leadId: string, claimIds: readonly string[] = []) {
  return (eb: ExpressionBuilder<Database, 'tracking_events'>) =>
    eb.or([
      eb('lead_id', '=', leadId),
      ...[leadId, ...claimIds].map((id) => eb('payload', 'like', `%${id}%`)),
    ]);
}

async function claimIdsOf(db: Db, leadId: string): Promise<string[]> {
  const rows = await db.selectFrom('lead_claims').select('id').where('lead_id', '=', leadId).execute();
  return rows.map((row) => row.id);
}

/** The secrets browsers hold for the lead and the claims on it: gone with the person. */
async function removeCapabilities(db: Db, leadId: string) {
  return {
    lead_capabilities: await deleted(db.deleteFrom('lead_capabilities').where('lead_id', '=', leadId)),
    lead_claims: await deleted(db.deleteFrom('lead_claims').where('lead_id', '=', leadId)),
  };
}

/** The cached public profile of the lead's handle: personal data too, and refetched if someone needs it. */
function instagramProfilesFilter(lead: { instagram: string | null; instagram_profile_id: string | null }) {
  return (eb: ExpressionBuilder<Database, 'instagram_profiles'>) =>
    eb.or([eb('username', '=', lead.instagram ?? ''), eb('id', '=', lead.instagram_profile_id ?? '')]);
}

async function deleted(query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

async function updated(query: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

async function consentsCount(db: Db, leadId: string): Promise<number> {
  const row = await db
    .selectFrom('consents')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
