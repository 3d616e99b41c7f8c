// The sales every screen sums: checkouts paid in a span (or all of them), with the method actually
// used and their attribution (their lead's, or their own without a lead); domain/metrics/sales.ts sums them.
import { PAID_EVENTS } from '@funil/core/payment-webhook';
import { type Kysely, sql } from 'kysely';
import type { Sale } from '../../domain/ports/metric-queries.ts';
import type { PartnerFilter } from '../../domain/ports/partner-figures-store.ts';
import { engineOf } from '../database.ts';
import type { Database } from '../schema.ts';
import { isSale, lastTouchPartnerOf, saleAttribution } from './conditions.ts';
import { checkoutOfLaunch, type LaunchScope } from './launch-scope.ts';
import { attributionLeads } from './person-join.ts';

/** Ids per IN list, under SQLite's limit of bound parameters. */
const ID_CHUNK = 500;

export interface SaleRow extends Sale {
  checkoutId: string;
  leadId: string | null;
  /** The partner of the lead's latest touch (decision 0019); partnerCode is the first touch's. */
  lastTouchPartnerCode: string | null;
}

export type { PartnerFilter };

/** Sales paid in [start, end), or every sale; `partner` keeps those of partners' leads, first or last touch. */
export async function loadSales(
  db: Kysely<Database>,
  span: { start: string; end: string } | undefined,
  partner?: PartnerFilter,
  launch?: LaunchScope,
): Promise<SaleRow[]> {
  const inSpan = span ? sql`c.paid_at >= ${span.start} and c.paid_at < ${span.end}` : sql`1 = 1`;
  const ofPartner =
    partner === undefined
      ? sql`1 = 1`
      : partner === 'any'
        ? sql`(l.partner_code is not null or l.last_partner_code is not null or (l.id is null and c.partner_code is not null))`
        : sql`(l.partner_code = ${partner.code} or l.last_partner_code = ${partner.code} or (l.id is null and c.partner_code = ${partner.code}))`;
  const { rows } = await sql<{
    id: string;
    lead_id: string | null;
    method: string;
    amount_cents: number | string;
    refunded_cents: number | string;
    status: string;
    paid_at: string;
    utm_source: string | null;
    utm_campaign: string | null;
    region: string | null;
    partner_code: string | null;
    last_touch_partner_code: string | null;
  }>`select c.id, c.lead_id, c.method, c.amount_cents, c.refunded_cents, c.status, c.paid_at,
      ${saleAttribution('c', 'l', 'utm_source')} as utm_source,
      ${saleAttribution('c', 'l', 'utm_campaign')} as utm_campaign,
      l.region, ${saleAttribution('c', 'l', 'partner_code')} as partner_code,
      case when l.id is null then c.partner_code else ${lastTouchPartnerOf('l')} end as last_touch_partner_code
    from checkouts c left join ${attributionLeads(engineOf(db))} on l.id = c.lead_id
    where ${isSale('c')} and ${inSpan} and ${ofPartner} and ${checkoutOfLaunch('c', launch)}
    order by c.paid_at, c.id`.execute(db);

  const billingTypes = await multiBillingTypes(
    db,
    rows.filter((row) => row.method === 'multi').map((row) => row.id),
  );
  return rows.map((row) => ({
    checkoutId: row.id,
    leadId: row.lead_id,
    amountCents: Number(row.amount_cents),
    refundedCents: Number(row.refunded_cents),
    status: row.status,
    paidAt: row.paid_at,
    checkoutMethod: row.method,
    paidBillingType: billingTypes.get(row.id) ?? null,
    utmSource: row.utm_source,
    utmCampaign: row.utm_campaign,
    region: row.region,
    partnerCode: row.partner_code,
    lastTouchPartnerCode: row.last_touch_partner_code,
  }));
}

/** For checkouts that offered PIX and card, the billing type the provider's payment event names. */
async function multiBillingTypes(db: Kysely<Database>, checkoutIds: string[]): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  const events: { checkout_id: string | null; payload: string }[] = [];
  for (let i = 0; i < checkoutIds.length; i += ID_CHUNK) {
    events.push(
      ...(await db
        .selectFrom('provider_events')
        .select(['checkout_id', 'payload'])
        .where('checkout_id', 'in', checkoutIds.slice(i, i + ID_CHUNK))
        .where('event_type', 'in', [...PAID_EVENTS])
        .execute()),
    );
  }
  for (const event of events) {
    try {
      const billingType = (JSON.parse(event.payload) as { payment?: { billingType?: unknown } }).payment
        ?.billingType;
      if (event.checkout_id && typeof billingType === 'string') types.set(event.checkout_id, billingType);
    } catch {
      // An unreadable payload leaves the method as 'PIX ou cartão'.
    }
  }
  return types;
}
