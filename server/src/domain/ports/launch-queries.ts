// What the launch results read (domain/analytics/launch-results.ts sums them); implemented by
// storage/analytics/launch-queries.ts.
import type { LaunchReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { Sale } from './metric-queries.ts';

export interface LaunchRows {
  /** The period's sales (decision 0017). */
  sales: Sale[];
  /** Each event's registrations in the period beside the sales of its registrants. */
  events: LaunchReport['events'];
  /** Each item of the period's sales (checkout_items; a checkout without items is its own offer). */
  items: SaleItem[];
}

/** One line a paid checkout charged, with what the checkout itself carried (batch, coupon). */
export interface SaleItem {
  checkoutId: string;
  kind: 'main' | 'bump';
  offerCode: string;
  name: string;
  amountCents: number;
  /** The batch's position when the item sold at a batch's price ("1º lote"); its offer's name. */
  batchId: string | null;
  batchPosition: number | null;
  /** The checkout's coupon and its discount, on every item of the checkout. */
  couponCode: string | null;
  discountCents: number;
}

export interface LaunchQueries {
  launchRows(period: Period): Promise<LaunchRows>;
}
