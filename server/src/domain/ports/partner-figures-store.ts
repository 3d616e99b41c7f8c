// What the staff's partner list reads (domain/partner-figures.ts sums it); implemented by
// storage/admin-partners-repository.ts.
import type { AdminPartner } from '@funil/core/partner-admin';
import type { CommissionReportStore } from './commission-reports.ts';
import type { Sale } from './metric-queries.ts';

/** A partner's own columns with its lead counts (first touch, and latest touch: decision 0019). */
export type PartnerFiguresRow = Pick<
  AdminPartner,
  | 'id'
  | 'code'
  | 'name'
  | 'isActive'
  | 'siteOrigin'
  | 'createdAt'
  | 'leads'
  | 'lastTouchLeads'
  | 'commissionPercent'
  | 'offerCommissions'
  | 'asaasWalletId'
>;

export interface PartnerSale extends Sale {
  /** The partner of the lead's latest touch; partnerCode is the first touch's. */
  lastTouchPartnerCode: string | null;
}

/** Which partners' sales: one partner's leads, or the leads of any partner (by first or last touch). */
export type PartnerFilter = { code: string } | 'any';

export interface PartnerFiguresStore extends Pick<CommissionReportStore, 'commissionFigures'> {
  /** Every partner, or the one with this code, in name order. */
  partnerRows(code?: string): Promise<PartnerFiguresRow[]>;
  partnerSales(filter: PartnerFilter): Promise<PartnerSale[]>;
}
