// What the staff's partner list reads (domain/partner-figures.ts sums it); implemented by
// storage/admin-partners-repository.ts.
import type { Sale } from '../metrics/sales.ts';

export interface PartnerFiguresRow {
  id: string;
  code: string;
  name: string;
  isActive: boolean;
  siteOrigin: string | null;
  createdAt: string;
  /** Leads whose first touch came through the partner. */
  leads: number;
  /** Leads whose latest touch came through it (decision 0019). */
  lastTouchLeads: number;
}

export interface PartnerSale extends Sale {
  /** The partner of the lead's latest touch; partnerCode is the first touch's. */
  lastTouchPartnerCode: string | null;
}

/** Which partners' sales: one partner's leads, or the leads of any partner (by first or last touch). */
export type PartnerFilter = { code: string } | 'any';

export interface PartnerFiguresStore {
  /** Every partner, or the one with this code, in name order. */
  partnerRows(code?: string): Promise<PartnerFiguresRow[]>;
  partnerSales(filter: PartnerFilter): Promise<PartnerSale[]>;
}
