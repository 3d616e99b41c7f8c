// The WhatsApp planner's reads and its job inserts (domain/ports/whatsapp-planner.ts), on Kysely for
// both engines.
import { type CompiledQuery, type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type {
  CadenceEvent,
  CadencePlannerStore,
  CadencePreviewStore,
  ComposeMessageStore,
  StoredCadence,
  TriggerSubject,
  UnplannedQuery,
} from '../domain/ports/whatsapp-planner.ts';
import { hasConsentFor } from './contact-consent-sql.ts';
import { activeTemplateBody } from './event-templates.ts';
import type { Database } from './schema.ts';
import { isTrue, TRUE } from './sql-values.ts';

export type WhatsAppPlannerRepository = CadencePlannerStore & ComposeMessageStore & CadencePreviewStore;

/** A large backlog is planned over several ticks instead of in one huge statement. */
const INSERT_CHUNK = 200;

type CadenceRow = Selectable<Database['cadences']>;

/** The subjects of this step that have no job yet: what the insert's unique key would refuse. */
function noJobYet(query: UnplannedQuery, subject: RawBuilder<unknown>) {
  return sql<boolean>`not exists (
    select 1 from whatsapp_jobs
    where whatsapp_jobs.lead_id = leads.id and whatsapp_jobs.cadence_id = ${query.cadenceId}
      and whatsapp_jobs.step = ${query.step} and whatsapp_jobs.subject_id = ${subject})`;
}

function toCadence(row: CadenceRow): StoredCadence {
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger,
    status: row.status,
    steps: row.steps,
    stopOnPurchase: isTrue(row.stop_on_purchase),
    stopOnReply: isTrue(row.stop_on_reply),
    createdAt: row.created_at,
  };
}

function toEvent(row: {
  id: string;
  slug: string;
  starts_at: string;
  ends_at: string;
  is_active: unknown;
}): CadenceEvent {
  return {
    id: row.id,
    slug: row.slug,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    isActive: isTrue(row.is_active),
  };
}

/** A row of findUnplanned as the statement answers it (an anchor column may be null in the schema). */
interface UnplannedRow {
  leadId: string;
  subjectId: string;
  anchorAt: string | null;
}

/**
 * The statement findUnplanned runs for a trigger (undefined for one it does not know); exported so a
 * test can EXPLAIN exactly what runs.
 */
export function unplannedSelect(
  db: Kysely<Database>,
  query: UnplannedQuery,
): { compile(): CompiledQuery<UnplannedRow>; execute(): Promise<UnplannedRow[]> } | undefined {
  const { anchorFrom, anchorTo, limit } = query;
  switch (query.trigger) {
    case 'lead_captured':
      return db
        .selectFrom('leads')
        .select(['leads.id as leadId', sql<string>`''`.as('subjectId'), 'leads.lead_at as anchorAt'])
        .where('leads.lead_at', '>=', anchorFrom)
        .where('leads.lead_at', '<=', anchorTo)
        .where('leads.anonymized_at', 'is', null)
        .where(hasConsentFor(query.consentPurpose))
        .where(noJobYet(query, sql.lit('')))
        .orderBy('leads.lead_at')
        .limit(limit);
    case 'checkout_unpaid':
    case 'pix_expiring':
    case 'purchase_approved': {
      const anchor =
        query.trigger === 'checkout_unpaid'
          ? 'checkouts.created_at'
          : query.trigger === 'pix_expiring'
            ? 'checkouts.expires_at'
            : 'checkouts.paid_at';
      let select = db
        .selectFrom('checkouts')
        .innerJoin('leads', 'leads.id', 'checkouts.lead_id')
        .select(['leads.id as leadId', 'checkouts.id as subjectId', `${anchor} as anchorAt`])
        .where('checkouts.status', 'in', [...query.checkoutStatuses])
        .where(anchor, '>=', anchorFrom)
        .where(anchor, '<=', anchorTo)
        .where('leads.anonymized_at', 'is', null)
        .where(hasConsentFor(query.consentPurpose));
      if (query.trigger === 'pix_expiring') select = select.where('checkouts.method', '=', 'pix');
      return select
        .where(noJobYet(query, sql.ref('checkouts.id')))
        .orderBy(anchor)
        .limit(limit);
    }
    case 'event_reminder':
      return db
        .selectFrom('event_registrations')
        .innerJoin('events', 'events.id', 'event_registrations.event_id')
        .innerJoin('leads', 'leads.id', 'event_registrations.lead_id')
        .select(['leads.id as leadId', 'events.id as subjectId', 'events.starts_at as anchorAt'])
        .where('events.is_active', '=', TRUE)
        .where('events.starts_at', '>=', anchorFrom)
        .where('events.starts_at', '<=', anchorTo)
        .where('event_registrations.status', '<>', 'canceled')
        .where('leads.anonymized_at', 'is', null)
        .where(hasConsentFor(query.consentPurpose))
        .where(noJobYet(query, sql.ref('events.id')))
        .orderBy('event_registrations.registration_date')
        .limit(limit);
    default:
      return undefined;
  }
}

export function createWhatsAppPlannerRepository(db: Kysely<Database>): WhatsAppPlannerRepository {
  async function findUnplanned(query: UnplannedQuery): Promise<TriggerSubject[]> {
    const rows = (await unplannedSelect(db, query)?.execute()) ?? [];
    return rows.map((row) => ({
      leadId: row.leadId,
      subjectId: row.subjectId,
      anchorAt: row.anchorAt ?? '',
    }));
  }

  /**
   * Moves each step's planning mark up to the latest due time just written. After the insert, so a
   * mark is never ahead of its jobs; the update's condition keeps the greatest when several
   * processes plan at once.
   */
  async function markPlanned(written: { cadence_id: string; step: number; due_at: string }[]) {
    const latest = new Map<string, { cadence_id: string; step: number; due_at: string }>();
    for (const job of written) {
      const key = `${job.step}:${job.cadence_id}`;
      const mark = latest.get(key);
      if (!mark || job.due_at > mark.due_at) latest.set(key, job);
    }
    if (latest.size === 0) return;
    await db
      .insertInto('whatsapp_planning_marks')
      // In key order: two processes upserting several marks lock them in the same order.
      .values([...latest.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, mark]) => mark))
      .onConflict((oc) =>
        oc
          .columns(['cadence_id', 'step'])
          .doUpdateSet({ due_at: (eb) => eb.ref('excluded.due_at') })
          .whereRef('excluded.due_at', '>', 'whatsapp_planning_marks.due_at'),
      )
      .execute();
  }

  return {
    async listActiveCadences() {
      const rows = await db
        .selectFrom('cadences')
        .selectAll()
        .where('status', '=', 'active')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toCadence);
    },

    findUnplanned,

    async lastPlannedDueAt(cadenceId, step) {
      const row = await db
        .selectFrom('whatsapp_planning_marks')
        .select('due_at')
        .where('cadence_id', '=', cadenceId)
        .where('step', '=', step)
        .executeTakeFirst();
      return row?.due_at;
    },

    async insertJobs(jobs) {
      let inserted = 0;
      for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
        const chunk = jobs.slice(start, start + INSERT_CHUNK);
        const written = await db
          .insertInto('whatsapp_jobs')
          .values(
            chunk.map((job) => ({
              id: job.id,
              lead_id: job.leadId,
              cadence_id: job.cadenceId,
              step: job.step,
              subject_id: job.subjectId,
              due_at: job.dueAt,
              status: 'pending',
              created_at: job.createdAt,
              updated_at: job.createdAt,
            })),
          )
          // Another process (or an earlier tick) scheduled the same step: theirs stands.
          .onConflict((oc) => oc.columns(['lead_id', 'cadence_id', 'step', 'subject_id']).doNothing())
          .returning(['cadence_id', 'step', 'due_at'])
          .execute();
        inserted += written.length;
        await markPlanned(written);
      }
      return inserted;
    },

    async findCadence(id) {
      const row = await db.selectFrom('cadences').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toCadence(row);
    },

    async findLead(id) {
      const row = await db
        .selectFrom('leads')
        .select(['id', 'name', 'phone', 'cadence_status', 'anonymized_at', 'pix_code', 'checkout_url'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          name: row.name,
          phone: row.phone,
          cadenceStatus: row.cadence_status,
          anonymizedAt: row.anonymized_at,
          pixCode: row.pix_code,
          checkoutUrl: row.checkout_url,
        }
      );
    },

    async findCheckout(id) {
      const row = await db
        .selectFrom('checkouts')
        .select([
          'id',
          'lead_id',
          'method',
          'amount_cents',
          'link',
          'status',
          'expires_at',
          'paid_at',
          'created_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          leadId: row.lead_id,
          method: row.method,
          amountCents: row.amount_cents,
          link: row.link,
          status: row.status,
          expiresAt: row.expires_at,
          paidAt: row.paid_at,
          createdAt: row.created_at,
        }
      );
    },

    eventReminderText: (eventId, messageType) => activeTemplateBody(db, eventId, messageType),

    async findEvent(id) {
      const row = await db
        .selectFrom('events')
        .select(['id', 'slug', 'starts_at', 'ends_at', 'is_active'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async findCurrentFreeCall() {
      const row = await db
        .selectFrom('current_launch')
        .innerJoin('events', 'events.launch_id', 'current_launch.launch_id')
        .select(['events.id', 'events.slug', 'events.starts_at', 'events.ends_at', 'events.is_active'])
        .where('current_launch.id', '=', 'site')
        .where('events.kind', '=', 'free_call')
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async hasCheckoutIn(leadId, statuses) {
      if (statuses.length === 0) return false;
      const row = await db
        .selectFrom('checkouts')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('status', 'in', [...statuses])
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasCheckoutCreatedAfter(leadId, createdAt, notIn) {
      let query = db
        .selectFrom('checkouts')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('created_at', '>', createdAt);
      if (notIn.length > 0) query = query.where('status', 'not in', [...notIn]);
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    },

    async newestCheckoutId(leadId) {
      const row = await db
        .selectFrom('checkouts')
        .select('id')
        .where('lead_id', '=', leadId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    async newestRegisteredEventId(leadId) {
      const row = await db
        .selectFrom('event_registrations')
        .select('event_id')
        .where('lead_id', '=', leadId)
        .where('status', '<>', 'canceled')
        .orderBy('registration_date', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.event_id;
    },

    async activeConsentPurposes(leadId) {
      const rows = await db
        .selectFrom('consents')
        .select('purposes')
        .where('lead_id', '=', leadId)
        .where('revoked_at', 'is', null)
        .execute();
      return rows.map((row) => row.purposes);
    },

    async isRegistered(leadId, eventId) {
      const row = await db
        .selectFrom('event_registrations')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('event_id', '=', eventId)
        .where('status', '<>', 'canceled')
        .executeTakeFirst();
      return row !== undefined;
    },

    async firstJobCreatedAt(leadId, cadenceId, subjectId) {
      const row = await db
        .selectFrom('whatsapp_jobs')
        .select(({ fn }) => fn.min('created_at').as('first'))
        .where('lead_id', '=', leadId)
        .where('cadence_id', '=', cadenceId)
        .where('subject_id', '=', subjectId)
        .executeTakeFirst();
      return row?.first ?? undefined;
    },

    async hasInboundSince(leadId, since) {
      const row = await db
        .selectFrom('whatsapp_messages')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('direction', '=', 'inbound')
        .where('created_at', '>=', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
