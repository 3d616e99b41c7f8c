// A chart's legend: each series' colour and name with a number always shown — the period's total (or
// average) by default, the pointed day's or category's value while the pointer is on the chart.
import type { Cell, ChartTable } from '@funil/core/analytics';
import { formatCell } from '../admin-format.ts';
import { COLOURS } from './chart-options.ts';

export type LegendSummary = 'total' | 'average' | 'none';

/** A series' figure over every row: the sum, the mean of the rows that have one, or none. */
export function summarise(rows: Cell[][], index: number, how: LegendSummary): number | null {
  if (how === 'none') return null;
  const numbers = rows.map((row) => row[index]).filter((cell): cell is number => typeof cell === 'number');
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((total, value) => total + value, 0);
  return how === 'total' ? sum : sum / numbers.length;
}

export function ChartLegend({
  table,
  series,
  hover,
  summary,
}: {
  table: ChartTable;
  series: number[];
  hover: number | null;
  summary?: LegendSummary | undefined;
}) {
  const pointed = hover === null ? undefined : table.rows[hover];
  const how = (format: string): LegendSummary =>
    summary ?? (format === 'integer' || format === 'money' ? 'total' : 'none');
  const firstFormat = table.columns[series[0] ?? 1]?.format ?? 'decimal';
  const heading = pointed
    ? formatCell(pointed[0] ?? null, table.columns[0]?.format ?? 'text')
    : how(firstFormat) === 'total'
      ? 'Total no período'
      : how(firstFormat) === 'average'
        ? 'Média no período'
        : '';

  return (
    <div className="chart__legend">
      {heading && <p className="chart__legend-heading">{heading}</p>}
      <ul>
        {series.map((index, i) => {
          const column = table.columns[index];
          const format = column?.format ?? 'decimal';
          const value = pointed ? (pointed[index] ?? null) : summarise(table.rows, index, how(format));
          return (
            <li key={index}>
              <span
                className="chart__swatch"
                style={{ background: COLOURS[i % COLOURS.length] }}
                aria-hidden="true"
              />
              <span>{column?.label}</span>
              {(pointed || how(format) !== 'none') && <strong>{formatCell(value, format)}</strong>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
