// One chart: a titled figure with a uPlot canvas, its data table for screen readers and a CSV download.
import type { CellFormat, ChartTable } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCell } from '../admin-format.ts';
import { AdminOnly } from '../staff-context.tsx';
import { CsvDownload } from './csv-download.tsx';
import { DataTable } from './data-table.tsx';

const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2'];
/** The room one rotated x label needs; more categories than fit this way are thinned out. */
const MIN_LABEL_GAP_PX = 44;
const HEIGHT = 260;
/** Ticks of a count axis: whole numbers only. */
const INTEGER_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000,
];
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
});

/** Axis ticks are short: money in compact reais ('R$ 2,1 mil'), the rest as the table shows it. */
function axisLabel(value: number, format: CellFormat): string {
  return format === 'money' ? compactMoney.format(value) : formatCell(value, format);
}

export interface ChartProps {
  /** The analytics report the chart belongs to, for its CSV ('funnel', 'launch'…). */
  report: string;
  period: Period;
  table: ChartTable;
  /** Bars compare categories (two series at most, side by side); lines follow days. */
  kind: 'bars' | 'line';
  /** Columns drawn, by index; the first column is always the x axis. */
  series: number[];
  /** One sentence for people who cannot see the chart. */
  summary: string;
  /** When two charts draw one table differently; defaults to the table's title. */
  title?: string;
}

export function hasData(table: ChartTable, series: number[]): boolean {
  return table.rows.some((row) => series.some((index) => typeof row[index] === 'number' && row[index] !== 0));
}

export function Chart({ report, period, table, kind, series, summary, title }: ChartProps) {
  const titleId = `chart-${report}-${table.key}-${series.join('-')}`;
  const empty = !hasData(table, series);
  return (
    <figure className="admin-card chart" aria-labelledby={titleId} data-chart={table.key}>
      <figcaption className="chart__head">
        <h3 id={titleId}>{title ?? table.title}</h3>
        <AdminOnly>
          <CsvDownload report={report} chart={table.key} period={period} />
        </AdminOnly>
      </figcaption>
      {empty ? (
        <p className="chart__empty">Sem dados neste período.</p>
      ) : (
        <>
          <p className="visually-hidden">{summary}</p>
          <Plot table={table} kind={kind} series={series} />
        </>
      )}
      <details className="chart__table">
        <summary>Ver os dados em tabela</summary>
        <DataTable table={table} />
      </details>
    </figure>
  );
}

function Plot({ table, kind, series }: Pick<ChartProps, 'table' | 'kind' | 'series'>) {
  const box = useRef<HTMLDivElement>(null);
  const seriesKey = series.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: series is compared by value through seriesKey
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = table.rows.map((row) => formatCell(row[0] ?? null, table.columns[0]?.format ?? 'text'));
    const xs = table.rows.map((_, i) => i);
    const data: uPlot.AlignedData = [
      xs,
      ...series.map((index) =>
        table.rows.map((row) => (typeof row[index] === 'number' ? (row[index] as number) : null)),
      ),
    ];
    const bars = kind === 'bars';
    const plotted = series.map((index, i) => {
      const column = table.columns[index];
      const colour = COLOURS[i % COLOURS.length] ?? '#2563eb';
      return {
        label: column?.label ?? '',
        stroke: colour,
        width: bars ? 0 : 2,
        fill: bars ? colour : undefined,
        value: (_: uPlot, value: number | null) =>
          value === null ? '—' : formatCell(value, column?.format ?? 'decimal'),
        ...(bars
          ? {
              paths: uPlot.paths.bars?.({
                size: [series.length > 1 ? 0.35 : 0.6, 80],
                align: series.length > 1 ? ((i === 0 ? -1 : 1) as -1 | 1) : 0,
              }),
              points: { show: false },
            }
          : {}),
      };
    });
    const yFormat = table.columns[series[0] ?? 1]?.format ?? 'decimal';
    const crowded = labels.length > (bars ? 4 : 8);
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
        // Bars and counts read from zero; a scale starting at the smallest value exaggerates differences.
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          // Every category when they fit; on long day series, every n-th so labels never overlap.
          splits: (u) => {
            const step = Math.max(1, Math.ceil((xs.length * MIN_LABEL_GAP_PX) / Math.max(1, u.width)));
            return xs.filter((_x, index) => index % step === 0);
          },
          values: (_u, splits) => splits.map((split) => labels[split] ?? ''),
          rotate: crowded ? -35 : 0,
          size: crowded ? 90 : 40,
        },
        {
          values: (_u, splits) => splits.map((split) => axisLabel(split, yFormat)),
          size: 70,
          ...(yFormat === 'integer' ? { incrs: INTEGER_STEPS } : {}),
        },
      ],
      series: [{ label: table.columns[0]?.label ?? '', value: (_u, x) => labels[x] ?? '' }, ...plotted],
      legend: { live: true },
    };
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [table, kind, seriesKey]);
  return <div className="chart__plot" ref={box} aria-hidden="true" />;
}
