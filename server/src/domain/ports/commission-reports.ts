// What staff read of the partners' commissions (issue 31): figures by state and the CSV's rows
// (storage/commissions-repository.ts implements it). No buyer's personal data: the sale by its id.
import type { CommissionStatus } from '@funil/core/partner-admin';

export interface CommissionFigureRow {
  partnerCode: string;
  status: CommissionStatus;
  count: number;
  amountCents: number;
}

export interface CommissionCsvRow {
  id: string;
  checkoutId: string;
  partnerCode: string;
  partnerName: string | null;
  launchName: string | null;
  offerCode: string | null;
  walletId: string | null;
  percentBp: number | null;
  fixedCents: number | null;
  baseCents: number;
  amountCents: number;
  status: CommissionStatus;
  reason: string | null;
  createdAt: string;
  releasedAt: string | null;
  cancelledAt: string | null;
  reversedAt: string | null;
}

export interface CommissionReportStore {
  /** Every partner's (or one partner's) commissions grouped by state. */
  commissionFigures(code?: string): Promise<CommissionFigureRow[]>;
  /** Every commission (or one partner's), oldest first. */
  commissionCsvRows(code?: string): Promise<CommissionCsvRow[]>;
}
