// The commissions CSV staff download (issue 31): one line per commission, with the sale by its id
// and no buyer's personal data; pt-BR headers (core's labels), reais and São Paulo times.
import {
  COMMISSION_REASON_LABELS,
  COMMISSION_STATUS_LABELS,
  COMMISSION_CSV_LABELS as H,
  labelFor,
} from '@funil/core/labels';
import type { CommissionCsvRow } from '../ports/commission-reports.ts';
import type { CsvColumn, CsvValue } from '../staff-csv.ts';

export const COMMISSION_CSV_COLUMNS: readonly CsvColumn[] = [
  { label: H.id, format: 'text' },
  { label: H.checkoutId, format: 'text' },
  { label: H.partnerCode, format: 'text' },
  { label: H.partnerName, format: 'text' },
  { label: H.launch, format: 'text' },
  { label: H.offer, format: 'text' },
  { label: H.percent, format: 'decimal' },
  { label: H.fixed, format: 'money' },
  { label: H.base, format: 'money' },
  { label: H.amount, format: 'money' },
  { label: H.status, format: 'text' },
  { label: H.reason, format: 'text' },
  { label: H.wallet, format: 'text' },
  { label: H.createdAt, format: 'datetime' },
  { label: H.releasedAt, format: 'datetime' },
  { label: H.cancelledAt, format: 'datetime' },
  { label: H.reversedAt, format: 'datetime' },
];

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

export function commissionCsvRow(row: CommissionCsvRow): CsvValue[] {
  return [
    row.id,
    row.checkoutId,
    row.partnerCode,
    row.partnerName,
    row.launchName,
    row.offerCode,
    row.percentBp === null ? null : row.percentBp / 100,
    reais(row.fixedCents),
    reais(row.baseCents),
    reais(row.amountCents),
    labelFor(COMMISSION_STATUS_LABELS, row.status),
    row.reason === null ? null : (COMMISSION_REASON_LABELS[row.reason] ?? row.reason),
    row.walletId,
    row.createdAt,
    row.releasedAt,
    row.cancelledAt,
    row.reversedAt,
  ];
}
