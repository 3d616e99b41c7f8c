// The SQL of each definition in domain/metrics/definitions.ts, the only place a query spells one out,
// and COUNTED below: for each counted number of core's registry (core/src/metrics.ts), its rows and
// its condition. Each takes the alias its table has in the query ('l' for leads, 'c' for checkouts…).
import type { CountedMetric } from '@funil/core/metrics';
import { type RawBuilder, sql } from 'kysely';
import type { CheckoutStates } from '../../domain/ports/metric-queries.ts';

type Condition = RawBuilder<boolean>;

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);
const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** A lead: the person saved the lead form. */
export function isLead(leads: string): Condition {
  return sql<boolean>`${column(leads, 'lead_at')} is not null`;
}

/** The partner of the lead's latest touch (decision 0019): its first touch's until a later touch is recorded. */
export function lastTouchPartnerOf(leads: string): RawBuilder<string | null> {
  return sql<string | null>`case when ${column(leads, 'last_touch_at')} is null
    then ${column(leads, 'partner_code')} else ${column(leads, 'last_partner_code')} end`;
}

/**
 * The lead's latest touch came through this partner (decision 0019): its first touch's until a later
 * touch is recorded, then that one's. Two halves, so an index on each partner column answers one.
 */
export function lastTouchPartnerIs(leads: string, code: RawBuilder<unknown>): Condition {
  const touchedLater = column(leads, 'last_touch_at');
  return sql<boolean>`((${column(leads, 'partner_code')} = ${code} and ${touchedLater} is null)
    or (${column(leads, 'last_partner_code')} = ${code} and ${touchedLater} is not null))`;
}

/**
 * A lead whose Instagram the look-up found (issue 27): a handle typed and never found — a typo, an
 * account that does not exist, 'continuar sem verificar' — is no Instagram to count. Found profiles
 * are the only rows of instagram_profiles, kept under the normalised handle the lead saves too.
 */
export function gaveInstagram(leads: string): Condition {
  return sql<boolean>`exists (select 1 from instagram_profiles ip
    where ip.username = ${column(leads, 'instagram')})`;
}

/**
 * The people recorded in [start, end) by a visit, with no form then: no lead_at, or a later one.
 * Two halves, so the lead_at index (which holds created_at and the attribution) answers each.
 */
export function newVisitorsWithin(start: string, end: string): RawBuilder<unknown> {
  const columns = sql`id, created_at, utm_source, utm_campaign, region, partner_code`;
  const created = sql`created_at >= ${start} and created_at < ${end}`;
  return sql`(select ${columns} from leads where lead_at is null and ${created}
    union all select ${columns} from leads where lead_at >= ${start} and lead_at > created_at and ${created})`;
}

/** A payment attempt that reached the provider, so the buyer could pay it. */
export function isOpenedCheckout(checkouts: string, states: CheckoutStates): Condition {
  return sql<boolean>`${column(checkouts, 'status')} not in (${list(states.unopened)})`;
}

/** The payment page was opened: we saw it, or the buyer paid there. */
export function isVisitedCheckout(checkouts: string): Condition {
  return sql<boolean>`(${column(checkouts, 'visited_at')} is not null or ${column(checkouts, 'paid_at')} is not null)`;
}

/** Not paid, and ended by the provider or left untouched too long. */
export function isAbandonedCheckout(checkouts: string, states: CheckoutStates): Condition {
  const status = column(checkouts, 'status');
  return sql<boolean>`(${column(checkouts, 'paid_at')} is null and (${status} in (${list(states.unpaidEnd)})
    or (${status} in (${list(states.open)}) and ${column(checkouts, 'updated_at')} < ${states.abandonedBefore})))`;
}

/** A sale: the checkout was paid, whatever happened to it later. */
export function isSale(checkouts: string): Condition {
  return sql<boolean>`${column(checkouts, 'paid_at')} is not null`;
}

/**
 * Where a sale came from (decision 0034): its lead's first touch, even when the lead bought on a
 * later visit; for a sale without a lead, what its checkout kept of the visit that bought.
 */
export function saleAttribution(
  checkouts: string,
  leads: string,
  name: 'utm_source' | 'utm_campaign' | 'partner_code',
): RawBuilder<string | null> {
  return sql<string | null>`case when ${column(leads, 'id')} is null
    then ${column(checkouts, name)} else ${column(leads, name)} end`;
}

/** Who bought: the lead, or the checkout itself when it was paid without one. */
export function buyerKey(checkouts: string): RawBuilder<string> {
  return sql<string>`coalesce(${column(checkouts, 'lead_id')}, ${column(checkouts, 'id')})`;
}

/** The lead with this id has a sale: a customer. */
export function isCustomer(leadId: RawBuilder<unknown>): Condition {
  return sql<boolean>`exists (select 1 from checkouts sale where sale.lead_id = ${leadId} and sale.paid_at is not null)`;
}

export function isNotCustomer(leadId: RawBuilder<unknown>): Condition {
  return sql<boolean>`not ${isCustomer(leadId)}`;
}

/** Every buyer with the time of their first sale (among `onlyThese` checkouts): the rows new customers are counted from. */
export function firstSales(onlyThese: RawBuilder<boolean> = sql`1 = 1`): RawBuilder<unknown> {
  return sql`select ${buyerKey('checkouts')} as buyer_id, max(checkouts.lead_id) as lead_id,
  min(checkouts.paid_at) as first_paid_at from checkouts where ${isSale('checkouts')} and ${onlyThese}
  group by ${buyerKey('checkouts')}`;
}

const ALWAYS = sql<boolean>`1 = 1`;

/**
 * The rows counted numbers are read from (storage/metrics/period-metrics.ts scans each once per
 * query), with their aliases: lead_visits 'v', leads 'l', checkouts 'c', first sales 'b' (with the
 * buyer's lead as 'l'). 'leadsAndSales' are the leads again, apart because looking up each lead's
 * sales costs a statement of its own.
 */
export type CountSource =
  | 'visits'
  | 'leads'
  | 'leadsAndSales'
  | 'newVisitors'
  | 'openedCheckouts'
  | 'firstSales';

/** Every counted number: the rows it counts, and which of them (the period's rows, dated by the source). */
export function countedMetrics(
  states: CheckoutStates,
): Record<CountedMetric, { source: CountSource; when: Condition }> {
  return {
    visits: { source: 'visits', when: ALWAYS },
    leads: { source: 'leads', when: ALWAYS },
    leadsWithInstagram: { source: 'leads', when: gaveInstagram('l') },
    convertedLeads: { source: 'leadsAndSales', when: isCustomer(sql.ref('l.id')) },
    newVisitors: { source: 'newVisitors', when: ALWAYS },
    checkoutsOpened: { source: 'openedCheckouts', when: ALWAYS },
    checkoutsVisited: { source: 'openedCheckouts', when: isVisitedCheckout('c') },
    checkoutsAbandoned: { source: 'openedCheckouts', when: isAbandonedCheckout('c', states) },
    newCustomers: { source: 'firstSales', when: ALWAYS },
  };
}
