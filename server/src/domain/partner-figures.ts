// Partners with their leads and sales (decision 0017): sales credited to the first touch, the last
// touch's figures beside them (decision 0019).
import type { SalesRow } from '@funil/core/analytics';
import { COMMISSION_STATUSES } from '@funil/core/partner-admin';
import { groupSales } from './metrics/sales.ts';
import type { CommissionFigureRow } from './ports/commission-reports.ts';
import type { PartnerFiguresRow, PartnerFiguresStore, PartnerFilter } from './ports/partner-figures-store.ts';
import type { PartnerWithSales } from './ports/staff-records.ts';

async function withSales(
  store: PartnerFiguresStore,
  rows: PartnerFiguresRow[],
  filter: PartnerFilter,
): Promise<PartnerWithSales[]> {
  if (rows.length === 0) return [];
  const sales = await store.partnerSales(filter);
  const first = byValue(groupSales(sales, (sale) => sale.partnerCode));
  const last = byValue(groupSales(sales, (sale) => sale.lastTouchPartnerCode));
  const commissions = await store.commissionFigures(filter === 'any' ? undefined : filter.code);
  return rows.map((row) => ({
    ...toPartner(row, first.get(row.code), last.get(row.code)),
    commissions: commissionsOf(commissions, row.code),
  }));
}

/** A partner's commissions by state (issue 31): every state present, zero when it has none. */
function commissionsOf(rows: readonly CommissionFigureRow[], code: string): PartnerWithSales['commissions'] {
  const byStatus = Object.fromEntries(
    COMMISSION_STATUSES.map((status) => [status, { count: 0, amountCents: 0 }]),
  ) as PartnerWithSales['commissions'];
  for (const row of rows) {
    if (row.partnerCode === code) byStatus[row.status] = { count: row.count, amountCents: row.amountCents };
  }
  return byStatus;
}

export async function listPartners(store: PartnerFiguresStore): Promise<PartnerWithSales[]> {
  return withSales(store, await store.partnerRows(), 'any');
}

export async function findPartner(
  store: PartnerFiguresStore,
  code: string,
): Promise<PartnerWithSales | undefined> {
  const [partner] = await withSales(store, await store.partnerRows(code), { code });
  return partner;
}

function byValue(rows: readonly SalesRow[]): Map<string, SalesRow> {
  return new Map(rows.map((row) => [row.value, row]));
}

function toPartner(
  row: PartnerFiguresRow,
  sales: SalesRow | undefined,
  lastTouchSales: SalesRow | undefined,
): Omit<PartnerWithSales, 'commissions'> {
  return {
    ...row,
    sales: sales?.sales ?? 0,
    grossRevenue: sales?.grossRevenue ?? 0,
    netRevenue: sales?.netRevenue ?? 0,
    lastTouchSales: lastTouchSales?.sales ?? 0,
    lastTouchGrossRevenue: lastTouchSales?.grossRevenue ?? 0,
  };
}
