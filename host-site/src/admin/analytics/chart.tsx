// One chart: a titled figure with a uPlot canvas, a legend that always shows numbers, its data table
// for screen readers and anyone checking, and a CSV download.
import type { ChartTable } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { AdminOnly } from '../staff-context.tsx';
import { ChartLegend, type LegendSummary } from './chart-legend.tsx';
import { barOptions, lineOptions } from './chart-options.ts';
import { canvasMeasure } from './chart-text.ts';
import { CsvDownload } from './csv-download.tsx';
import { DataTable } from './data-table.tsx';

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
  /**
   * What the legend says of each series when nothing is pointed at; by default the period's total
   * for counts and money and nothing more for the rest, whose bars carry their values.
   */
  legend?: LegendSummary;
}

export function hasData(table: ChartTable, series: number[]): boolean {
  return table.rows.some((row) => series.some((index) => typeof row[index] === 'number' && row[index] !== 0));
}

export function Chart({ report, period, table, kind, series, summary, title, legend }: ChartProps) {
  const titleId = `chart-${report}-${table.key}-${series.join('-')}`;
  const empty = !hasData(table, series);
  const [hover, setHover] = useState<number | null>(null);
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
          <Plot table={table} kind={kind} series={series} onHover={setHover} />
          <ChartLegend table={table} series={series} hover={hover} summary={legend} />
        </>
      )}
      <details className="chart__table">
        <summary>Ver os dados em tabela</summary>
        <DataTable table={table} />
      </details>
    </figure>
  );
}

function Plot({
  table,
  kind,
  series,
  onHover,
}: Pick<ChartProps, 'table' | 'kind' | 'series'> & { onHover: (index: number | null) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const seriesKey = series.join(',');

  // The labels are fitted to the width, so a new width draws the chart again rather than stretching it.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(element.clientWidth)));
    observer.observe(element);
    setWidth(Math.floor(element.clientWidth));
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: series is compared by value through seriesKey
  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    const input = {
      table,
      series,
      width,
      measure: canvasMeasure(),
      textColour: getComputedStyle(element).color,
      onHover,
    };
    const { options, data } = kind === 'bars' ? barOptions(input) : lineOptions(input);
    const plot = new uPlot(options, data, element);
    return () => plot.destroy();
  }, [table, kind, seriesKey, width, onHover]);

  return <div className={`chart__plot chart__plot--${kind}`} ref={box} aria-hidden="true" />;
}
