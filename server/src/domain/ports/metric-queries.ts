// The counted numbers of a period and its sales as storage reads them (domain/metrics/period-metrics.ts
// folds them into days, totals and attributions); implemented by storage/metrics/period-metrics.ts.
// Which numbers are counted is core's metric registry's (core/src/metrics.ts).
import type { FunnelDimension } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { CountedMetric } from '@funil/core/metrics';

export type CountRow = Partial<Record<CountedMetric, number>>;

/** What a sale's money is worked out from (domain/metrics/definitions.ts's saleValue). */
export interface SaleMoney {
  amountCents: number;
  /** What the provider reports as given back (partial or full); 0 when nothing was. */
  refundedCents: number;
  status: string;
}

/** A checkout paid in the period, with the attribution of its lead (empty for a buyer without one). */
export interface Sale extends SaleMoney {
  paidAt: string;
  /** Our checkout's method ('pix', 'credit-card', 'multi'); paymentMethod names what was used. */
  checkoutMethod: string;
  /** For a checkout offering both, the billing type of the provider's payment event, when it names one. */
  paidBillingType: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  region: string | null;
  partnerCode: string | null;
}

/** Decision 0017's checkout states as data for the SQL (domain/metrics/definitions.ts's checkoutStates). */
export interface CheckoutStates {
  /** Attempts that never reached the provider: not checkouts. */
  unopened: readonly string[];
  /** Opened and still waiting for the buyer. */
  open: readonly string[];
  /** Ended by the provider without a payment. */
  unpaidEnd: readonly string[];
  /** Open checkouts last changed before this instant count as abandoned. */
  abandonedBefore: string;
}

export interface MetricQueries {
  /**
   * The `wanted` counts of the period per UTC hour ('YYYY-MM-DDTHH'): one row per source and hour
   * (a source counts several numbers from one table); `now` dates the abandoned checkouts.
   */
  hourlyCounts(
    period: Period,
    checkouts: CheckoutStates,
    wanted: readonly CountedMetric[],
  ): Promise<({ hour: string } & CountRow)[]>;
  /** The same counts for the whole period, one row per source. */
  countTotals(
    period: Period,
    checkouts: CheckoutStates,
    wanted: readonly CountedMetric[],
  ): Promise<CountRow[]>;
  /** The same counts per combination of the person's attributions ('' when blank). */
  attributedCounts(
    period: Period,
    checkouts: CheckoutStates,
    wanted: readonly CountedMetric[],
  ): Promise<(Record<FunnelDimension, string> & CountRow)[]>;
  /** The sales paid in the period (decision 0017). */
  sales(period: Period): Promise<Sale[]>;
}
