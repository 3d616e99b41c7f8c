// LGPD on Kysely: find a lead by phone, gather everything about it, anonymise or delete it in one
// transaction, as domain/lead-erasure.ts's rules say.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  ErasureResult,
  LeadDataTable,
  LeadTraces,
  PrivacyExportRows,
  PrivacyStore,
  TracesOf,
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
  'event_waitlist',
  // The producer's webhooks' events about the lead (issue 31), removed with their deliveries.
  'outbound_events',
] as const;

/**
 * Every table with a phone column, each erased by the lead's number (scopeOf): a test compares this
 * list with the migrated schema too.
 */
export const PHONE_REFERENCES = ['leads', 'whatsapp_messages', 'sandbox_whatsapp_messages'] as const;

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
        waitlists,
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
          .where(trackingEventsFilter(id, [id]))
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
        db
          .selectFrom('event_waitlist as w')
          .innerJoin('events', 'events.id', 'w.event_id')
          .selectAll('w')
          .select(['events.slug as event_slug', 'events.title as event_title'])
          .where('w.lead_id', '=', id)
          .orderBy('w.created_at')
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
        waitlists,
      };
    },

    anonymizeLead(id, rules) {
      return db.transaction().execute(async (trx): Promise<ErasureResult> => {
        const lead = await findLead(trx, id);
        if (!lead) return { ok: false, error: 'not_found' };
        if (lead.anonymized_at) return { ok: false, error: 'anonymized' };
        const scope = await scopeOf(trx, lead, rules.traces);
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
        // Gathered before anything changes: which sandbox sessions, messages and sums are the person's.
        const scope = await scopeOf(trx, lead, rules.traces);
        const checkouts = await trx
          .selectFrom('checkouts')
          .select(['id', 'paid_at', 'external_reference'])
          .where('lead_id', '=', id)
          .execute();
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

        const remove = (table: LeadDataTable) => removeRows(trx, table, scope);
        const removed = {
          provider_events: await deleted(
            trx.deleteFrom('provider_events').where(providerEventsFilter(id, droppedIds)),
          ),
          checkouts:
            droppedIds.length === 0
              ? 0
              : await deleted(trx.deleteFrom('checkouts').where('id', 'in', droppedIds)),
          // The sandbox's copy of every checkout, the sales kept above included: it names the buyer.
          sandbox_sessions: await remove('sandbox_sessions'),
          sandbox_pix_charges: await remove('sandbox_pix_charges'),
          tracking_events: await remove('tracking_events'),
          lead_capabilities: await remove('lead_capabilities'),
          lead_claims: await remove('lead_claims'),
          lead_interactions: await remove('lead_interactions'),
          behaviour_daily: await remove('behaviour_daily'),
          behaviour_entries: await remove('behaviour_entries'),
          lead_visits: await remove('lead_visits'),
          sandbox_whatsapp_messages: await remove('sandbox_whatsapp_messages'),
          whatsapp_messages: await remove('whatsapp_messages'),
          whatsapp_jobs: await remove('whatsapp_jobs'),
          event_registrations: await remove('event_registrations'),
          event_waitlist: await remove('event_waitlist'),
          consents: await remove('consents'),
          onboarding_checklists: await remove('onboarding_checklists'),
          instagram_profiles: await remove('instagram_profiles'),
          outbound_events: await remove('outbound_events'),
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
    .select(['id', 'name', 'phone', 'email', 'instagram', 'instagram_profile_id', 'anonymized_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

type FoundLead = NonNullable<Awaited<ReturnType<typeof findLead>>>;

/**
 * Everything that says which rows are the person's, read before any of them changes: the lead's
 * checkouts (and the sandbox sessions behind them), the claims on it, the numbers and e-mail no
 * other lead shares, the sandbox's copies of its WhatsApp messages and the chart labels naming it.
 */
async function scopeOf(db: Db, lead: FoundLead, tracesOf: TracesOf): Promise<LeadScope> {
  const checkouts = await db
    .selectFrom('checkouts')
    .select(['id', 'provider_checkout_id'])
    .where('lead_id', '=', lead.id)
    .execute();
  const claimIds = await claimIdsOf(db, lead.id);
  const none = { phones: new Set<string>(), emails: new Set<string>() };
  const candidates = tracesOf(lead, claimIds, none).phones;
  const others = await db
    .selectFrom('leads')
    .select(['phone', 'email'])
    .where('id', '!=', lead.id)
    .where('anonymized_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(candidates.length > 0 ? [eb('phone', 'in', candidates)] : []),
        ...(lead.email ? [eb(eb.fn('lower', ['email']), '=', lead.email.toLowerCase())] : []),
      ]),
    )
    .execute();
  const traces = tracesOf(lead, claimIds, {
    phones: new Set(others.map((row) => row.phone)),
    emails: new Set(others.map((row) => row.email.toLowerCase())),
  });
  const messages = await db
    .selectFrom('whatsapp_messages')
    .select('provider_message_id')
    .where(whatsappMessagesFilter(lead.id, traces.phones))
    .where('provider_message_id', 'is not', null)
    .execute();
  const targets = await db
    .selectFrom('behaviour_entries')
    .select('target')
    .distinct()
    .where('lead_id', '=', lead.id)
    .execute();
  return {
    lead,
    checkoutIds: checkouts.map((row) => row.id),
    providerCheckoutIds: checkouts.flatMap((row) =>
      row.provider_checkout_id ? [row.provider_checkout_id] : [],
    ),
    claimIds,
    traces,
    providerMessageIds: messages.flatMap((row) => (row.provider_message_id ? [row.provider_message_id] : [])),
    dailyTargets: targets.map((row) => row.target).filter((target) => traces.namesPerson(target)),
  };
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
 * Browser events carry the lead id as external_id (hashed, as Meta receives it), also on rows saved
 * before the lead existed; a browser holding a claim on the lead sends the claim's id instead; and
 * the hashed phone and e-mail name the person on events no id links to the lead.
 */
function trackingEventsFilter(leadId: string, payloadKeys: readonly string[]) {
  // Ids and SHA-256 hex hold no LIKE wildcard.
  return (eb: ExpressionBuilder<Database, 'tracking_events'>) =>
    eb.or([
      eb('lead_id', '=', leadId),
      eb.and([eb('lead_id', 'is', null), eb.or(payloadKeys.map((key) => eb('payload', 'like', `%${key}%`)))]),
    ]);
}

/** The lead's messages, and those of its number that no lead was found for when they arrived. */
function whatsappMessagesFilter(leadId: string, phones: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'whatsapp_messages'>) =>
    eb.or([
      eb('lead_id', '=', leadId),
      ...(phones.length > 0 ? [eb.and([eb('lead_id', 'is', null), eb('phone', 'in', phones)])] : []),
    ]);
}

/** The sandbox's conversation with the number, and its copies of the lead's messages. */
function sandboxMessagesFilter({ traces, providerMessageIds }: LeadScope) {
  return (eb: ExpressionBuilder<Database, 'sandbox_whatsapp_messages'>) =>
    eb.or([
      ...(traces.phones.length > 0 ? [eb('phone', 'in', traces.phones)] : []),
      ...(providerMessageIds.length > 0 ? [eb('id', 'in', providerMessageIds)] : []),
    ]);
}

/** The payment sandbox's sessions of the lead's checkouts, and any whose request names the lead. */
function sandboxSessionsFilter({ lead, providerCheckoutIds }: LeadScope) {
  return (eb: ExpressionBuilder<Database, 'sandbox_sessions'>) =>
    eb.or([
      ...(providerCheckoutIds.length > 0 ? [eb('id', 'in', providerCheckoutIds)] : []),
      eb('request', 'like', `%${lead.id}%`),
    ]);
}

/** The sandbox's in-page PIX charges of the lead's checkouts (name, e-mail, phone, CPF), and any naming the lead. */
function sandboxPixChargesFilter({ lead, providerCheckoutIds }: LeadScope) {
  return (eb: ExpressionBuilder<Database, 'sandbox_pix_charges'>) =>
    eb.or([
      ...(providerCheckoutIds.length > 0 ? [eb('id', 'in', providerCheckoutIds)] : []),
      eb('request', 'like', `%${lead.id}%`),
    ]);
}

/**
 * The behaviour charts' daily sums whose label names the person (a path with the lead's id, a
 * clicked greeting with the name): the rest name no one and stay as figures.
 */
function behaviourDailyFilter({ lead, claimIds, dailyTargets }: LeadScope) {
  return (eb: ExpressionBuilder<Database, 'behaviour_daily'>) =>
    eb.or([
      ...(dailyTargets.length > 0 ? [eb('target', 'in', dailyTargets)] : []),
      ...[lead.id, ...claimIds].map((id) => eb('target', 'like', `%${id}%`)),
    ]);
}

async function claimIdsOf(db: Db, leadId: string): Promise<string[]> {
  const rows = await db.selectFrom('lead_claims').select('id').where('lead_id', '=', leadId).execute();
  return rows.map((row) => row.id);
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
  lead: FoundLead;
  checkoutIds: string[];
  /** The provider's ids of the lead's checkouts: the payment sandbox's sessions. */
  providerCheckoutIds: string[];
  claimIds: string[];
  traces: LeadTraces;
  /** The provider's ids of the lead's WhatsApp messages: the WhatsApp sandbox's copies. */
  providerMessageIds: string[];
  /** The behaviour labels of the lead that name the person. */
  dailyTargets: string[];
}

/** Tables whose rows name the lead in their lead_id column, and nothing more. */
type ByLeadId = Exclude<
  LeadDataTable,
  | 'tracking_events'
  | 'instagram_profiles'
  | 'provider_events'
  | 'whatsapp_messages'
  | 'sandbox_whatsapp_messages'
  | 'sandbox_sessions'
  | 'sandbox_pix_charges'
  | 'behaviour_daily'
>;

/** Removes the lead's rows from one table: how each table names the lead is storage's to know. */
function removeRows(db: Db, table: LeadDataTable, scope: LeadScope): Promise<number> {
  const { lead, checkoutIds, traces } = scope;
  switch (table) {
    case 'tracking_events':
      return deleted(db.deleteFrom(table).where(trackingEventsFilter(lead.id, traces.payloadKeys)));
    case 'instagram_profiles':
      return deleted(db.deleteFrom(table).where(instagramProfilesFilter(lead)));
    case 'provider_events':
      return deleted(db.deleteFrom(table).where(providerEventsFilter(lead.id, checkoutIds)));
    case 'whatsapp_messages':
      return deleted(db.deleteFrom(table).where(whatsappMessagesFilter(lead.id, traces.phones)));
    case 'sandbox_whatsapp_messages':
      return deleted(db.deleteFrom(table).where(sandboxMessagesFilter(scope)));
    case 'sandbox_sessions':
      return deleted(db.deleteFrom(table).where(sandboxSessionsFilter(scope)));
    case 'sandbox_pix_charges':
      return deleted(db.deleteFrom(table).where(sandboxPixChargesFilter(scope)));
    case 'behaviour_daily':
      return deleted(db.deleteFrom(table).where(behaviourDailyFilter(scope)));
    case 'outbound_events':
      return removeOutboundEvents(db, lead.id);
    default:
      return deleted(db.deleteFrom(table).where('lead_id', '=', lead.id));
  }
}

/**
 * The lead's outbound events and, first, every delivery of them and its attempts: a delivery still
 * pending would otherwise send the person's data after the erasure.
 */
async function removeOutboundEvents(db: Db, leadId: string): Promise<number> {
  const events = db.selectFrom('outbound_events').select('id').where('lead_id', '=', leadId);
  const deliveries = db.selectFrom('webhook_deliveries').select('id').where('event_id', 'in', events);
  await db.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
  await db.deleteFrom('webhook_deliveries').where('event_id', 'in', events).execute();
  return deleted(db.deleteFrom('outbound_events').where('lead_id', '=', leadId));
}

/** Blanks columns of the lead's rows in a table that keeps them as anonymous records. */
function rewriteRows(
  db: Db,
  table: LeadDataTable,
  columns: Record<string, unknown>,
  { lead, checkoutIds }: LeadScope,
): Promise<number> {
  if (table === 'provider_events')
    return updated(db.updateTable(table).set(columns).where(providerEventsFilter(lead.id, checkoutIds)));
  if (!isByLeadId(table)) throw new Error(`Anonimizar não reescreve ${table}: só remove`);
  return updated(db.updateTable(table).set(columns).where('lead_id', '=', lead.id));
}

function isByLeadId(table: LeadDataTable): table is ByLeadId {
  return ![
    'tracking_events',
    'instagram_profiles',
    'provider_events',
    'whatsapp_messages',
    'sandbox_whatsapp_messages',
    'sandbox_sessions',
    'behaviour_daily',
  ].includes(table);
}

async function countRows(db: Db, table: LeadDataTable, leadId: string): Promise<number> {
  if (!isByLeadId(table)) throw new Error(`Anonimizar não conta ${table}`);
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
