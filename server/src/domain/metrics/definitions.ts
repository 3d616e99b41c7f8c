// What every number on the staff screens and exports counts, written once (docs/decisions/0017).
// core/src/metrics.ts lists the numbers (key, name, unit); storage/metrics/conditions.ts holds the SQL
// of each counted one, built from these rules; saleMetrics below sums the sales.
//
// A period is São Paulo calendar days, both ends included. Each number counts what happened in the
// period, on the day it happened:
// - visit: a registered page load of a known person (a lead_visits row), dated visited_at;
// - lead: a person who saved the lead form, once, dated by the first save (leads.lead_at);
// - new visitor: a person first recorded by a visit, before any form (dated created_at);
// - checkout opened: each payment attempt sent to the provider, per attempt, dated created_at;
//   visited and abandoned are states of those same attempts, dated the same way;
// - sale: a checkout that was paid (paid_at), whatever happened to it later; revenue is summed
//   from sales, gross and net of refunds and chargebacks, dated by the payment;
// - a sale's source, campaign and partner: its lead's first touch; for a sale without a lead, the
//   attribution its checkout kept of the visit that bought (decision 0034);
// - customer: a person with at least one sale: the lead, or for a checkout paid with no lead, that
//   checkout's buyer; a new customer is dated by the first sale.
//
// A launch's numbers (issue 29, the staff's launch selector) count its rows only: its leads are those
// who saved the form while it was the site's launch, registered for one of its events, or opened one
// of its checkouts (a person can be two launches'); visits and new visitors are those that came while
// it was the site's; checkouts, sales and new customers are those of its own checkouts
// (storage/metrics/launch-scope.ts).
import type { SaleMetric } from '@funil/core/metrics';
import type { CheckoutStatus } from '../ports/checkouts.ts';
import type { CheckoutStates, SaleMoney } from '../ports/metric-queries.ts';

/** Attempts that never reached the provider: nobody could pay them, so they are not checkouts. */
export const UNOPENED_CHECKOUT_STATUSES = ['pending', 'failed'] as const satisfies readonly CheckoutStatus[];

/** An opened checkout still waiting for the buyer. */
export const OPEN_CHECKOUT_STATUSES = ['created', 'visited'] as const satisfies readonly CheckoutStatus[];

/** The provider ended the checkout without a payment. */
export const UNPAID_END_STATUSES = ['expired', 'canceled'] as const satisfies readonly CheckoutStatus[];

/** A status that says all the money went back, even when the amount was not recorded. */
export const FULL_REFUND_STATUS = 'refunded' satisfies CheckoutStatus;

/** The buyer's card issuer took the money back, or is deciding whether to. */
export const CHARGEBACK_STATUSES = [
  'chargeback',
  'chargeback_dispute',
] as const satisfies readonly CheckoutStatus[];

/** An open checkout untouched this long is abandoned even before the provider says it expired. */
export const ABANDONED_AFTER_MINUTES = 60;

/** Open checkouts last changed before this instant count as abandoned. */
export function abandonedBefore(now: Date): string {
  return new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000).toISOString();
}

/** The checkout states above, as of `now`, for the queries that count them. */
export function checkoutStates(now: Date): CheckoutStates {
  return {
    unopened: UNOPENED_CHECKOUT_STATUSES,
    open: OPEN_CHECKOUT_STATUSES,
    unpaidEnd: UNPAID_END_STATUSES,
    abandonedBefore: abandonedBefore(now),
  };
}

export interface SaleValue {
  grossCents: number;
  refundedCents: number;
  /** What a chargeback holds: the part of the sale not already refunded. */
  chargebackCents: number;
  netCents: number;
}

/** One sale's money: gross always; refunds and chargebacks taken off the net. */
export function saleValue(sale: SaleMoney): SaleValue {
  const gross = sale.amountCents;
  const recorded = Math.min(Math.max(sale.refundedCents, 0), gross);
  // Refunds recorded before the amount was kept (migration 0016) say only 'refunded': all of it.
  const refunded = recorded === 0 && sale.status === FULL_REFUND_STATUS ? gross : recorded;
  const chargeback = (CHARGEBACK_STATUSES as readonly string[]).includes(sale.status) ? gross - refunded : 0;
  return {
    grossCents: gross,
    refundedCents: refunded,
    chargebackCents: chargeback,
    netCents: gross - refunded - chargeback,
  };
}

/** What one sale adds to each sales number: summed per day, per attribution and in total. */
export function saleMetrics(sale: SaleMoney): Record<SaleMetric, number> {
  const money = saleValue(sale);
  return {
    sales: 1,
    grossRevenue: money.grossCents,
    refunds: money.refundedCents > 0 ? 1 : 0,
    refundedValue: money.refundedCents,
    chargebacks: (CHARGEBACK_STATUSES as readonly string[]).includes(sale.status) ? 1 : 0,
    chargebackValue: money.chargebackCents,
    netRevenue: money.netCents,
  };
}
