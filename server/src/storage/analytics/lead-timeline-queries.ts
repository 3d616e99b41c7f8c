// Everything recorded of one lead, as stored: arrival, visits, pages, clicks, interactions,
// registrations, checkouts and payment notices (domain/analytics/lead-timeline.ts tells them in order).
import type { Kysely } from 'kysely';
import type { LeadTimelineQueries } from '../../domain/ports/analytics-queries.ts';
import type { Database } from '../schema.ts';

export function createLeadTimelineQueries(db: Kysely<Database>): LeadTimelineQueries {
  return {
    async leadRecord(leadId) {
      const lead = await db
        .selectFrom('leads')
        .select([
          'id',
          'name',
          'journey_stage',
          'conversion_stage',
          'created_at',
          'last_visit',
          'visit_count',
          'last_page_visit',
        ])
        .where('id', '=', leadId)
        .executeTakeFirst();
      if (!lead) return undefined;

      const visits = await db
        .selectFrom('lead_visits')
        .select(['visited_at', 'page', 'referrer', 'device'])
        .where('lead_id', '=', leadId)
        .execute();
      const behaviour = await db
        .selectFrom('behaviour_entries')
        .select(['kind', 'target', 'page', 'time_spent_ms', 'occurred_at'])
        .where('lead_id', '=', leadId)
        .execute();
      const interactions = await db
        .selectFrom('lead_interactions')
        .select(['interaction_type', 'created_at'])
        .where('lead_id', '=', leadId)
        .execute();
      const registrations = await db
        .selectFrom('event_registrations')
        .innerJoin('events', 'events.id', 'event_registrations.event_id')
        .select(['events.title', 'event_registrations.registration_date', 'event_registrations.status'])
        .where('event_registrations.lead_id', '=', leadId)
        .execute();
      const checkouts = await db
        .selectFrom('checkouts')
        .select(['id', 'method', 'amount_cents', 'status', 'created_at'])
        .where('lead_id', '=', leadId)
        .execute();
      const payments =
        checkouts.length === 0
          ? []
          : await db
              .selectFrom('provider_events')
              .select(['event_type', 'provider', 'received_at'])
              .where(
                'checkout_id',
                'in',
                checkouts.map((row) => row.id),
              )
              .execute();

      return {
        lead: {
          id: lead.id,
          name: lead.name,
          journeyStage: lead.journey_stage,
          conversionStage: lead.conversion_stage,
          createdAt: lead.created_at,
          lastVisit: lead.last_visit,
          visitCount: lead.visit_count,
          lastPageVisit: lead.last_page_visit,
        },
        visits: visits.map((row) => ({
          visitedAt: row.visited_at,
          page: row.page,
          referrer: row.referrer,
          device: row.device,
        })),
        behaviour: behaviour.map((row) => ({
          kind: row.kind,
          target: row.target,
          page: row.page,
          timeSpentMs: Number(row.time_spent_ms),
          occurredAt: row.occurred_at,
        })),
        interactions: interactions.map((row) => ({ type: row.interaction_type, createdAt: row.created_at })),
        registrations: registrations.map((row) => ({
          eventTitle: row.title,
          registeredAt: row.registration_date,
          status: row.status,
        })),
        checkouts: checkouts.map((row) => ({
          method: row.method,
          amountCents: row.amount_cents,
          status: row.status,
          createdAt: row.created_at,
        })),
        payments: payments.map((row) => ({
          eventType: row.event_type,
          provider: row.provider,
          receivedAt: row.received_at,
        })),
      };
    },
  };
}
