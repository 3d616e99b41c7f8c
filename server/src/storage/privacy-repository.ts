// LGPD on Kysely: find a lead by phone, gather everything about it, anonymise or delete it in one
// transaction, as domain/lead-erasure.ts's rules say.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  ErasureResult,
  LeadDataTable,
  PrivacyExportRows,
  PrivacyStore,
} from '../domain/ports/privacy-store.ts';
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
  'whatsapp_jobs',
  'whatsapp_messages',
] as const;

export type { ErasureResult };
export type PrivacyRepository = PrivacyStore;

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

    async exportRows(id): Promise<PrivacyExportRows | undefined> {
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
        whatsappMessages,
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
        db
          .selectFrom('whatsapp_messages')
          .selectAll()
          .where('lead_id', '=', id)
          .orderBy('created_at')
          .execute(),
      ]);
      return {
        lead,
        interactions,
        registrations,
        checkouts,
        providerEvents,
        trackingEvents,
        consents,
        onboarding: onboarding ?? null,
        instagramProfiles: profiles,
        visits,
        whatsappMessages,
      };
    },

    anonymizeLead(id, rules) {
      return db.transaction().execute(async (trx): Promise<ErasureResult> => {
        const lead = await findLead(trx, id);
        if (!lead) return { ok: false, error: 'not_found' };
        if (lead.anonymized_at) return { ok: false, error: 'anonymized' };
        const scope: LeadScope = {
          lead,
          checkoutIds: await checkoutIdsOf(trx, id),
          claimIds: await claimIdsOf(trx, id),
        };
        const removed: Record<string, number> = {};
        for (const table of rules.remove) removed[table] = await removeRows(trx, table, scope);
        const keptAnonymous: Record<string, number> = {
          leads: await updated(trx.updateTable('leads').set(rules.leadColumns).where('id', '=', id)),
        };
        for (const [table, columns] of Object.entries(rules.rewrite) as [
          LeadDataTable,
          Record<string, unknown>,
        ][])
          keptAnonymous[table] = await rewriteRows(trx, table, columns, scope);
        for (const table of rules.count) keptAnonymous[table] = await countRows(trx, table, id);
        return { ok: true, report: { leadId: id, action: 'anonymized', removed, keptAnonymous } };
      });
    },

    deleteLead(id, rules) {
      return db.transaction().execute(async (trx): Promise<ErasureResult> => {
        const lead = await findLead(trx, id);
        if (!lead) return { ok: false, error: 'not_found' };
        const checkouts = await trx
          .selectFrom('checkouts')
          .select(['id', 'paid_at', 'external_reference'])
          .where('lead_id', '=', id)
          .execute();
        const claimIds = await claimIdsOf(trx, id);
        const retained = checkouts.filter((checkout) => rules.keepsCheckout(checkout));
        const retainedIds = retained.map((c) => c.id);
        const droppedIds = checkouts.filter((c) => !retainedIds.includes(c.id)).map((c) => c.id);

        const keptEvents =
          retainedIds.length === 0
            ? 0
            : await updated(
                trx
                  .updateTable('provider_events')
                  .set(rules.keptProviderEventColumns)
                  .where('checkout_id', 'in', retainedIds),
              );
        for (const checkout of retained) {
          await trx
            .updateTable('checkouts')
            .set(rules.keptCheckoutColumns(checkout))
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
          whatsapp_messages: await deleted(trx.deleteFrom('whatsapp_messages').where('lead_id', '=', id)),
          whatsapp_jobs: await deleted(trx.deleteFrom('whatsapp_jobs').where('lead_id', '=', id)),
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

interface LeadScope {
  lead: { id: string; instagram: string | null; instagram_profile_id: string | null };
  checkoutIds: string[];
  claimIds: string[];
}

/** Tables whose rows name the lead in their lead_id column, and nothing more. */
type ByLeadId = Exclude<LeadDataTable, 'tracking_events' | 'instagram_profiles' | 'provider_events'>;

/** Removes the lead's rows from one table: how each table names the lead is storage's to know. */
function removeRows(
  db: Db,
  table: LeadDataTable,
  { lead, checkoutIds, claimIds }: LeadScope,
): Promise<number> {
  if (table === 'tracking_events')
    return deleted(db.deleteFrom(table).where(trackingEventsFilter(lead.id, claimIds)));
  if (table === 'instagram_profiles')
    return deleted(db.deleteFrom(table).where(instagramProfilesFilter(lead)));
  if (table === 'provider_events')
    return deleted(db.deleteFrom(table).where(providerEventsFilter(lead.id, checkoutIds)));
  return deleted(db.deleteFrom(table as ByLeadId).where('lead_id', '=', lead.id));
}

function rewriteRows(
  db: Db,
  table: LeadDataTable,
  columns: Record<string, unknown>,
  { lead, checkoutIds, claimIds }: LeadScope,
): Promise<number> {
  if (table === 'tracking_events')
    return updated(db.updateTable(table).set(columns).where(trackingEventsFilter(lead.id, claimIds)));
  if (table === 'instagram_profiles')
    return updated(db.updateTable(table).set(columns).where(instagramProfilesFilter(lead)));
  if (table === 'provider_events')
    return updated(db.updateTable(table).set(columns).where(providerEventsFilter(lead.id, checkoutIds)));
  return updated(
    db
      .updateTable(table as ByLeadId)
      .set(columns)
      .where('lead_id', '=', lead.id),
  );
}

async function countRows(db: Db, table: LeadDataTable, leadId: string): Promise<number> {
  const row = await db
    .selectFrom(table as ByLeadId)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
