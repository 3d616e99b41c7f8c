// The comparison's lines (issue 29): each figure of GET /launches/comparison with its pt-BR label
// (core's metric registry where it has one) and each launch's value as staff read it. Drafts have
// no people yet and stay out.

import { LAUNCH_SETTING_LABELS } from '@funil/core/launch-settings';
import type { LaunchComparisonRow } from '@funil/core/launches';
import { METRIC_LABELS } from '@funil/core/metrics';
import { formatInteger, formatMoney } from '../admin-format.ts';

/** A cost per lead staff cannot read yet, and why. */
export const NO_SPEND_HINT = 'Informe o investimento em anúncios na seção Anúncios do lançamento.';
export const NO_LEADS_HINT = 'Sem leads ainda.';
/** A closed launch cannot be changed any more: its spend stays unknown. */
export const CLOSED_NO_SPEND_HINT = 'Não informado antes do encerramento.';

export interface ComparisonCell {
  text: string;
  /** Why the cell says '—'. */
  hint?: string;
}

export interface ComparisonLine {
  key: string;
  label: string;
  cells: ComparisonCell[];
}

const count = (value: number): ComparisonCell => ({ text: formatInteger(value) });
const money = (value: number): ComparisonCell => ({ text: formatMoney(value) });

/** The launches shown side by side: the current first, then as the server orders them (newest first). */
export function comparedLaunches(rows: readonly LaunchComparisonRow[]): LaunchComparisonRow[] {
  return rows
    .filter((row) => row.state !== 'draft')
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

const noSpend = (row: LaunchComparisonRow): ComparisonCell => ({
  text: '—',
  hint: row.state === 'closed' ? CLOSED_NO_SPEND_HINT : NO_SPEND_HINT,
});

function costPerLead(row: LaunchComparisonRow): ComparisonCell {
  if (row.costPerLead !== null) return money(row.costPerLead);
  if (row.adSpend === null) return noSpend(row);
  return { text: '—', hint: NO_LEADS_HINT };
}

export function comparisonLines(rows: readonly LaunchComparisonRow[]): ComparisonLine[] {
  const line = (key: string, label: string, cell: (row: LaunchComparisonRow) => ComparisonCell) => ({
    key,
    label,
    cells: rows.map(cell),
  });
  return [
    line('leads', METRIC_LABELS.leads, (row) => count(row.leads)),
    line('registrations', 'Inscrições nos eventos', (row) => count(row.registrations)),
    line('attendance', 'Presenças', (row) => count(row.attendance)),
    line('sales', METRIC_LABELS.sales, (row) => count(row.sales)),
    line('grossRevenue', METRIC_LABELS.grossRevenue, (row) => money(row.grossRevenue)),
    line('netRevenue', METRIC_LABELS.netRevenue, (row) => money(row.netRevenue)),
    line('adSpend', LAUNCH_SETTING_LABELS['ads.spendCents'], (row) =>
      row.adSpend === null ? { text: '—' } : money(row.adSpend),
    ),
    line('costPerLead', 'Custo por lead', costPerLead),
  ];
}
