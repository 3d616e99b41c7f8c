// The rows of the leads to message now: those who abandoned a checkout and those engaged, both without
// a purchase, and the event and its templates; with the period's numbers (metrics/period-metrics.ts).
// domain/analytics/opportunities.ts writes the messages.
import { periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type {
  OpportunityQueries,
  OpportunityQuery,
  OpportunityRows,
} from '../../domain/ports/opportunity-queries.ts';
import { activeTemplateBody } from '../event-templates.ts';
import { isAbandonedCheckout, isNotCustomer, isOpenedCheckout } from '../metrics/conditions.ts';
import { checkoutOfLaunch, launchScope, leadOfLaunch } from '../metrics/launch-scope.ts';
import { createMetricQueries } from '../metrics/period-metrics.ts';
import type { Database } from '../schema.ts';
import { TRUE } from '../sql-values.ts';
import { leadsInOrder } from './leads-by-id.ts';
import { hourOf, toCount } from './sql-aggregates.ts';

/** The event the messages speak of: the next active one, else the latest. */
async function currentEvent(db: Kysely<Database>, now: Date) {
  const upcoming = await db
    .selectFrom('events')
    .select(['id', 'title'])
    .where('is_active', '=', TRUE)
    .where('ends_at', '>=', now.toISOString())
    .orderBy('starts_at')
    .executeTakeFirst();
  return (
    upcoming ??
    db.selectFrom('events').select(['id', 'title']).orderBy('starts_at', 'desc').executeTakeFirst()
  );
}

async function templateFor(
  db: Kysely<Database>,
  eventId: string | undefined,
  messageType: string,
): Promise<string | null> {
  if (!eventId) return null;
  return (await activeTemplateBody(db, eventId, messageType)) ?? null;
}

export function createOpportunityQueries(db: Kysely<Database>): OpportunityQueries {
  return { ...createMetricQueries(db), opportunityRows: (query) => opportunityRows(db, query) };
}

async function opportunityRows(
  db: Kysely<Database>,
  { period, now, checkouts, minimumScore, limit, templateTypes }: OpportunityQuery,
): Promise<OpportunityRows> {
  const { start, end } = periodBounds(period);
  const launch = await launchScope(db, period.launch);
  // Someone we can still write to: not erased, and not a customer yet.
  const reachable = sql<boolean>`l.anonymized_at is null and ${isNotCustomer(sql.ref('l.id'))}`;
  const abandonedBy = () =>
    db
      .selectFrom('checkouts as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .where('c.created_at', '>=', start)
      .where('c.created_at', '<', end)
      .where(isOpenedCheckout('c', checkouts))
      .where(isAbandonedCheckout('c', checkouts))
      .where(checkoutOfLaunch('c', launch))
      .where(reachable);
  const engagedLeads = () =>
    db
      .selectFrom('leads as l')
      .where('l.lead_at', '>=', start)
      .where('l.lead_at', '<', end)
      .where('l.engagement_score', '>=', minimumScore)
      .where(leadOfLaunch('l', launch))
      .where(reachable)
      // Who abandoned a checkout gets that message instead.
      .where(
        sql<boolean>`not exists (select 1 from checkouts c where c.lead_id = l.id and ${isOpenedCheckout('c', checkouts)} and ${isAbandonedCheckout('c', checkouts)})`,
      );

  const event = await currentEvent(db, now);
  const abandonedTemplate = await templateFor(db, event?.id, templateTypes.abandoned);
  const engagedTemplate = await templateFor(db, event?.id, templateTypes.engaged);

  const latestAbandoned = sql<string>`max(c.created_at)`;
  const abandonedRanks = await abandonedBy()
    .select(['l.id', 'l.engagement_score', latestAbandoned.as('at')])
    .groupBy(['l.id', 'l.engagement_score'])
    .orderBy(latestAbandoned, 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  const abandonedTotal = await abandonedBy()
    .select(sql<number | string>`count(distinct l.id)`.as('n'))
    .executeTakeFirstOrThrow();
  const engagedRanks = await engagedLeads()
    .select(['l.id', 'l.engagement_score', 'l.lead_at as at'])
    .orderBy('l.engagement_score', 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  const withDetails = async (ranks: { id: string; engagement_score: number | null; at: string | null }[]) => {
    const rows = await leadsInOrder(
      db,
      ranks.map((rank) => rank.id),
    );
    const rankOf = new Map(ranks.map((rank) => [rank.id, rank]));
    return rows.map((row) => ({
      ...row,
      engagement_score: rankOf.get(row.id)?.engagement_score ?? null,
      at: rankOf.get(row.id)?.at ?? null,
    }));
  };
  const abandonedRows = await withDetails(abandonedRanks);
  const engagedRows = await withDetails(engagedRanks);

  const engagedHours = await engagedLeads()
    .select([hourOf('l.lead_at').as('hour'), sql<number | string>`count(*)`.as('n')])
    .groupBy(sql`1`)
    .execute();
  return {
    eventTitle: event?.title ?? null,
    templates: { abandoned: abandonedTemplate, engaged: engagedTemplate },
    abandoned: { total: toCount(abandonedTotal.n), leads: abandonedRows },
    engaged: {
      leads: engagedRows,
      hourly: engagedHours.map((row) => ({ hour: String(row.hour), engaged: toCount(row.n) })),
    },
  };
}
