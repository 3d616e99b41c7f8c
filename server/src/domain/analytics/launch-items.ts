// The launch results' revenue by offer, batch, coupon and bump (issue 30): what paid checkouts
// charged, item by item. A sale counts once in a row however many of its items fall in it.
import type { CouponRevenueRow, ItemRevenueRow, LaunchReport } from '@funil/core/analytics';
import { batchLabel } from '@funil/core/offer-pricing';
import type { SaleItem } from '../ports/launch-queries.ts';

interface Group {
  value: string;
  /** Said after the value when two rows would read the same (two offers' "1º lote"). */
  detail: string;
  /** Each sale in the row with its coupon's discount, counted once per sale. */
  sales: Map<string, number>;
  revenue: number;
}

function grouped(
  items: readonly SaleItem[],
  key: (item: SaleItem) => { id: string; value: string } | undefined,
): CouponRevenueRow[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const found = key(item);
    if (!found) continue;
    const group = groups.get(found.id) ?? {
      value: found.value,
      detail: item.name,
      sales: new Map(),
      revenue: 0,
    };
    group.sales.set(item.checkoutId, item.discountCents);
    group.revenue += item.amountCents;
    groups.set(found.id, group);
  }
  const all = [...groups.values()];
  return all
    .map((group) => ({
      value:
        all.filter((other) => other.value === group.value).length > 1
          ? `${group.value} (${group.detail})`
          : group.value,
      sales: group.sales.size,
      revenue: group.revenue,
      discount: [...group.sales.values()].reduce((total, cents) => total + cents, 0),
    }))
    .sort((a, b) => b.revenue - a.revenue || a.value.localeCompare(b.value));
}

const withoutDiscount = ({ discount: _discount, ...row }: CouponRevenueRow): ItemRevenueRow => row;

export function itemRevenue(
  items: readonly SaleItem[],
): Pick<LaunchReport, 'byOffer' | 'byBatch' | 'byCoupon' | 'byBump'> {
  return {
    byOffer: grouped(items, (item) => ({ id: item.offerCode, value: item.name })).map(withoutDiscount),
    byBatch: grouped(items, (item) =>
      item.batchId === null
        ? undefined
        : {
            id: item.batchId,
            value: item.batchPosition === null ? 'Lote removido' : batchLabel(item.batchPosition),
          },
    ).map(withoutDiscount),
    byCoupon: grouped(items, (item) =>
      item.couponCode === null ? undefined : { id: item.couponCode, value: item.couponCode },
    ),
    byBump: grouped(items, (item) =>
      item.kind === 'bump' ? { id: item.offerCode, value: item.name } : undefined,
    ).map(withoutDiscount),
  };
}
