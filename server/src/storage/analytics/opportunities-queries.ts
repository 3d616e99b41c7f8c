// Leads to message now: abandoned checkouts and engaged leads without a purchase, with the template to send.
import type { OpportunitiesReport, Opportunity } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import { dailySeries } from '../../domain/analytics/daily-series.ts';
import {
  abandonedBefore,
  DEFAULT_TEMPLATES,
  ENGAGED_MIN_SCORE,
  fillTemplate,
  type OpportunityKind,
  TEMPLATE_TYPES,
  whatsappUrl,
} from '../../domain/analytics/opportunities.ts';
import type { Database } from '../schema.ts';
import { TRUE } from '../sql-values.ts';
import { leadsInOrder } from './leads-by-id.ts';
import { hourOf, notPurchased, toCount } from './sql-aggregates.ts';

/** Rows listed per kind; the totals count them all. */
export const OPPORTUNITY_LIST_LIMIT = 100;

function abandonedCondition(now: Date) {
  return sql<boolean>`(checkout_abandoned_at is not null
    or checkout_status in ('expired', 'canceled')
    or (checkout_status in ('pending', 'created', 'visited')
        and coalesce(checkout_updated_at, checkout_created_at) < ${abandonedBefore(now)}))`;
}

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
  kind: OpportunityKind,
): Promise<string> {
  if (!eventId) return DEFAULT_TEMPLATES[kind];
  const row = await db
    .selectFrom('event_message_templates')
    .select('body')
    .where('event_id', '=', eventId)
    .where('message_type', '=', TEMPLATE_TYPES[kind])
    .where('is_active', '=', TRUE)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.body ?? DEFAULT_TEMPLATES[kind];
}

export async function opportunitiesReport(
  db: Kysely<Database>,
  period: Period,
  now: Date,
): Promise<OpportunitiesReport> {
  const { start, end } = periodBounds(period);
  const abandoned = abandonedCondition(now);
  const notBought = () => db.selectFrom('leads').where(notPurchased);
  const abandonedLeads = () =>
    notBought()
      .where('checkout_created_at', '>=', start)
      .where('checkout_created_at', '<', end)
      .where(abandoned);
  const engagedLeads = () =>
    notBought()
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('engagement_score', '>=', ENGAGED_MIN_SCORE)
      .where((eb) => eb.or([eb('checkout_created_at', 'is', null), eb.not(abandoned)]));

  const event = await currentEvent(db, now);
  const eventTitle = event?.title ?? 'nosso evento';
  const toOpportunity =
    (template: string) =>
    (row: {
      id: string;
      name: string;
      phone: string;
      instagram: string | null;
      engagement_score: number | null;
      checkout_status: string | null;
      at: string | null;
    }): Opportunity => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      instagram: row.instagram,
      engagementScore: row.engagement_score === null ? null : Number(row.engagement_score),
      checkoutStatus: row.checkout_status,
      at: row.at ?? '',
      whatsappUrl: whatsappUrl(row.phone, fillTemplate(template, { name: row.name, event: eventTitle })),
    });

  const abandonedTemplate = await templateFor(db, event?.id, 'abandoned_checkout');
  const engagedTemplate = await templateFor(db, event?.id, 'engaged_lead');

  const abandonedRanks = await abandonedLeads()
    .select(['id', 'engagement_score', 'checkout_created_at as at'])
    .orderBy('checkout_created_at', 'desc')
    .orderBy('id')
    .limit(OPPORTUNITY_LIST_LIMIT)
    .execute();
  const engagedRanks = await engagedLeads()
    .select(['id', 'engagement_score', 'created_at as at'])
    .orderBy('engagement_score', 'desc')
    .orderBy('id')
    .limit(OPPORTUNITY_LIST_LIMIT)
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

  const abandonedHours = await abandonedLeads()
    .select([hourOf('checkout_created_at').as('hour'), sql<number | string>`count(*)`.as('n')])
    .groupBy(sql`1`)
    .execute();
  const engagedHours = await engagedLeads()
    .select([hourOf('created_at').as('hour'), sql<number | string>`count(*)`.as('n')])
    .groupBy(sql`1`)
    .execute();
  const series = dailySeries(period, ['abandoned', 'engaged'] as const, [
    ...abandonedHours.map((row) => ({ hour: String(row.hour), abandoned: toCount(row.n), engaged: 0 })),
    ...engagedHours.map((row) => ({ hour: String(row.hour), abandoned: 0, engaged: toCount(row.n) })),
  ]);

  return {
    period,
    abandoned: {
      total: series.reduce((sum, day) => sum + day.abandoned, 0),
      leads: abandonedRows.map(toOpportunity(abandonedTemplate)),
      template: abandonedTemplate,
    },
    engaged: {
      total: series.reduce((sum, day) => sum + day.engaged, 0),
      leads: engagedRows.map(toOpportunity(engagedTemplate)),
      template: engagedTemplate,
      minimumScore: ENGAGED_MIN_SCORE,
    },
    series,
  };
}
