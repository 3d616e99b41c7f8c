// The lead stores of the use cases, on Kysely so SQLite and PostgreSQL share the queries.

import type { LeadVisitFacts } from '@funil/core/visitor-state';
import type { Kysely } from 'kysely';
import type { NewInteraction } from '../domain/ports/interactions.ts';
import type { ClaimStore } from '../domain/ports/lead-capabilities.ts';
import type {
  BehaviourChanges,
  BehaviourStore,
  InstagramStore,
  InteractionStore,
  LeadChanges,
  LeadMatch,
  LeadStore,
  LeadSummary,
  NewConsent,
  NewLead,
  NewVisitor,
  NewVisitRow,
  StoredBehaviour,
  VisitChanges,
  VisitStore,
} from '../domain/ports/leads.ts';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { createBehaviourEntriesRepository } from './behaviour-entries-repository.ts';
import { newRowScore, rescoreLead } from './engagement-scores.ts';
import { createEventsRepository } from './events-repository.ts';
import { writeScope } from './group-commit.ts';
import { createLeadCapabilitiesRepository } from './lead-capabilities-repository.ts';
import { newLeadRow } from './new-lead-rows.ts';
import { createOutboundEventStore } from './outbound-event-facts.ts';
import type { Database } from './schema.ts';
import { FALSE, isTrue, TRUE, transactionLock } from './sql-values.ts';

export interface LeadsRepository
  extends LeadStore,
    InstagramStore,
    VisitStore,
    BehaviourStore,
    InteractionStore,
    Pick<ClaimStore, 'findClaim'> {
  /** The lead's row only; domain/public-lead.ts's findLeadSummary answers for claims too. */
  findSummary(id: string): Promise<LeadSummary | undefined>;
}

/** The name of a phone's lock, shared with new-lead-statement.ts's one-statement save. */
export const leadPhoneLock = (phone: string): string => `lead-phone:${phone}`;

export function createLeadsRepository(db: Kysely<Database>): LeadsRepository {
  const lock = transactionLock(db);
  const events = createEventsRepository(db);
  return {
    ...createOutboundEventStore(db),
    ...createLeadCapabilitiesRepository(db),
    ...createBehaviourEntriesRepository(db),
    lockPhone: (phone) => lock(leadPhoneLock(phone)),
    lockLead: (id) => lock(`lead:${id}`),

    findByPhone(phone: string): Promise<LeadMatch[]> {
      return db
        .selectFrom('leads')
        .select(['id', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async insert(lead: NewLead): Promise<void> {
      // The row the fixed statements write too (new-lead-rows.ts).
      await db.insertInto('leads').values(newLeadRow(lead)).execute();
    },

    async update(id: string, changes: LeadChanges): Promise<void> {
      await db
        .updateTable('leads')
        // A person who first came by a visit becomes a lead now; a lead stays one since its first save.
        .set((eb) => ({
          ...changes,
          visit_pending: TRUE,
          lead_at: eb.fn.coalesce('lead_at', eb.val(changes.lead_at)),
        }))
        .where('id', '=', id)
        .execute();
      await rescoreLead(db, id);
    },

    async isActivePartner(code: string): Promise<boolean> {
      const row = await db
        .selectFrom('partners')
        .select('id')
        .where('code', '=', code)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
      return row !== undefined;
    },

    findEventBySlug: (slug) => events.findEventBySlug(slug),
    insertRegistrationIfMissing: (registration) => events.insertRegistrationIfMissing(registration),

    async updateInstagram(id: string, instagram: string, updatedAt: string): Promise<void> {
      await db.updateTable('leads').set({ instagram, updated_at: updatedAt }).where('id', '=', id).execute();
      await rescoreLead(db, id);
    },

    async insertVisitor(lead: NewVisitor): Promise<void> {
      await db
        .insertInto('leads')
        .values({ ...lead, engagement_score: newRowScore(lead) })
        .execute();
    },

    async insertVisitRow(row: NewVisitRow): Promise<boolean> {
      const result = await db
        .insertInto('lead_visits')
        .values(row)
        .onConflict((oc) => oc.columns(['lead_id', 'visit_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async clearVisitPending(id: string): Promise<void> {
      await db.updateTable('leads').set({ visit_pending: FALSE }).where('id', '=', id).execute();
    },

    async visitFacts(id: string): Promise<LeadVisitFacts> {
      const row = await leadVisitFacts(db).where('leads.id', '=', id).executeTakeFirstOrThrow();
      return toVisitFacts(row);
    },

    async recordVisit(id: string, changes: VisitChanges): Promise<void> {
      await db
        .updateTable('leads')
        .set((eb) => ({ ...changes, visit_pending: FALSE, visit_count: eb('visit_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await rescoreLead(db, id);
    },

    getBehaviour(id: string): Promise<StoredBehaviour | undefined> {
      return db
        .selectFrom('leads')
        .select(['clicks_data', 'page_views'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async setBehaviour(id: string, changes: BehaviourChanges): Promise<void> {
      await db.updateTable('leads').set(changes).where('id', '=', id).execute();
      await rescoreLead(db, id);
    },

    async insertInteraction(interaction: NewInteraction): Promise<void> {
      await db.insertInto('lead_interactions').values(interaction).execute();
    },

    async recordConsent(consent: NewConsent): Promise<void> {
      // The first agreement to a version stands; a re-save of the same notice records nothing.
      await db
        .insertInto('consents')
        .values(consent)
        .onConflict((oc) => oc.columns(['lead_id', 'text_version']).doNothing())
        .execute();
    },

    async findSummary(id: string): Promise<LeadSummary | undefined> {
      const row = await leadVisitFacts(db)
        .select([
          'leads.id',
          'leads.name',
          'leads.journey_stage',
          'leads.conversion_stage',
          'leads.instagram',
        ])
        .where('leads.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { visit_count: _count, registered_for_event: _registered, ...summary } = row;
      return { ...summary, ...toVisitFacts(row) };
    },
  };
}

/** visit_count and whether the lead is registered for a free call (any launch's): what §4's states read. */
function leadVisitFacts(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .select((eb) => [
      'leads.visit_count',
      eb
        .exists(
          eb
            .selectFrom('event_registrations as r')
            .innerJoin('events', 'events.id', 'r.event_id')
            .select('r.id')
            .whereRef('r.lead_id', '=', 'leads.id')
            .where('events.kind', '=', 'free_call'),
        )
        .as('registered_for_event'),
    ]);
}

function toVisitFacts(row: { visit_count: number; registered_for_event: unknown }): LeadVisitFacts {
  // SQLite answers exists() as 0/1, PostgreSQL as false/true.
  return { visitCount: Number(row.visit_count), registeredForEvent: isTrue(row.registered_for_event) };
}

/**
 * Runs work in one transaction, so a use case's lookups and writes see one state and its
 * phone lock (see lockPhone) holds until the end.
 */
export type LeadStoreScope = TransactionScope<LeadsRepository>;

export function leadStoreScope(db: Kysely<Database>): LeadStoreScope {
  return writeScope(db, createLeadsRepository);
}
