// uPlot options for the dashboards' two kinds of chart, sized to their own labels:
// - lines follow days: the y axis is as wide as its widest value, day labels are thinned so they never
//   touch, and the chart keeps room on the right for the last one;
// - bars compare categories, drawn horizontally: one row per category, tall enough for its bar, with
//   the category's name (wrapped, or shortened with '…') on the left and the value at the end of the bar.
import type { ChartTable } from '@funil/core/analytics';
import uPlot from 'uplot';
import { formatCell } from '../admin-format.ts';
import { CHART_FONT, CHART_FONT_PX, fitLabel, LINE_GAP, type Measure, widest } from './chart-text.ts';

export const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2'];

const TICK = 6;
const GAP = 6;
/** Room above the plot for the top y label, which is centred on its tick. */
const TOP_ROOM = Math.ceil(CHART_FONT_PX / 2) + 4;
/** The space day labels keep between them. */
const LABEL_SPACING = 14;
export const LINE_HEIGHT = 260;
/** One category's row: enough for one bar, or two side by side, or a label in two lines. */
const ROW = { single: 30, double: 44, wrapped: Math.ceil(2 * CHART_FONT_PX * LINE_GAP) + 10 };
/** Ticks of a count axis: whole numbers only. */
const INTEGER_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000,
];
const compactMoney = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export interface PlotInput {
  table: ChartTable;
  /** Columns drawn, by index; column 0 names the day or category. */
  series: number[];
  /** The plot's width in CSS pixels. */
  width: number;
  measure: Measure;
  /** The colour of text on the chart. */
  textColour: string;
  /** The day or category under the pointer (null when it leaves). */
  onHover: (index: number | null) => void;
}

export interface PlotSetup {
  options: uPlot.Options;
  data: uPlot.AlignedData;
}

/** Axis ticks are short: money in compact reais ('R$ 1,5 mil'), the rest as the table shows it. */
export function axisLabel(value: number, format: ChartTable['columns'][number]['format']): string {
  return format === 'money' ? compactMoney.format(value).replace(/\u00a0/g, ' ') : formatCell(value, format);
}

function seriesData(table: ChartTable, series: number[]): uPlot.AlignedData {
  return [
    table.rows.map((_, i) => i),
    ...series.map((index) =>
      table.rows.map((row) => (typeof row[index] === 'number' ? (row[index] as number) : null)),
    ),
  ];
}

const hoverHook = (onHover: PlotInput['onHover']) => (u: uPlot) => {
  const index = u.cursor.idx;
  onHover(index === null || index === undefined ? null : index);
};

export function lineOptions(input: PlotInput): PlotSetup {
  const { table, series, width, measure } = input;
  const labels = table.rows.map((row) => formatCell(row[0] ?? null, table.columns[0]?.format ?? 'text'));
  const labelWidth = widest(labels, measure);
  const yFormat = table.columns[series[0] ?? 1]?.format ?? 'decimal';
  const axisFont = { font: CHART_FONT, stroke: input.textColour, ticks: { size: TICK }, gap: GAP };
  return {
    data: seriesData(table, series),
    options: {
      width,
      height: LINE_HEIGHT,
      // The last day's label is centred on the plot's right edge: half of it needs room there.
      padding: [TOP_ROOM, Math.ceil(labelWidth / 2) + 4, 0, 0],
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
        // Counts and money read from zero; a scale starting at the smallest value exaggerates differences.
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          ...axisFont,
          size: CHART_FONT_PX + TICK + GAP + 6,
          // Every day when they fit; else every n-th, so no two labels ever touch.
          splits: (u) => {
            const plotWidth = u.bbox.width > 0 ? u.bbox.width / uPlot.pxRatio : u.width;
            const slot = plotWidth / Math.max(1, labels.length);
            const step = Math.max(1, Math.ceil((labelWidth + LABEL_SPACING) / Math.max(1, slot)));
            return labels.map((_, i) => i).filter((i) => i % step === 0);
          },
          values: (_u, splits) => splits.map((split) => labels[split] ?? ''),
        },
        {
          ...axisFont,
          values: (_u, splits) => splits.map((split) => axisLabel(split, yFormat)),
          // As wide as the widest value, so 'R$ 12,5 mil' is never cut at the chart's edge.
          size: (_u, values) => Math.ceil(widest(values ?? ['0'], measure)) + TICK + GAP + 4,
          space: CHART_FONT_PX * 2.5,
          ...(yFormat === 'integer' ? { incrs: INTEGER_STEPS } : {}),
        },
      ],
      series: [
        {},
        ...series.map((index, i) => ({
          label: table.columns[index]?.label ?? '',
          stroke: COLOURS[i % COLOURS.length],
          width: 2,
          points: { show: table.rows.length <= 31, size: 5 },
        })),
      ],
      legend: { show: false },
      hooks: { setCursor: [hoverHook(input.onHover)] },
    },
  };
}

interface BarBox {
  value: number;
  /** The bar's box in canvas pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export function barOptions(input: PlotInput): PlotSetup & { height: number } {
  const { table, series, width, measure } = input;
  const names = table.rows.map((row) => formatCell(row[0] ?? null, table.columns[0]?.format ?? 'text'));
  // A name takes at most 40 % of the chart, in up to two lines; the data table has it whole.
  const budget = Math.max(72, Math.min(240, Math.floor(width * 0.4)));
  const fitted = names.map((name) => fitLabel(name, budget, measure));
  const categoryWidth = Math.ceil(widest(fitted, measure)) + GAP * 2;
  const valueTexts = series.flatMap((index) =>
    table.rows.map((row) => formatCell(row[index] ?? null, table.columns[index]?.format ?? 'decimal')),
  );
  const valueWidth = Math.ceil(widest(valueTexts, measure)) + GAP;
  const wrapped = fitted.some((name) => name.includes('\n'));
  const row = Math.max(series.length > 1 ? ROW.double : ROW.single, wrapped ? ROW.wrapped : 0);
  const height = table.rows.length * row + 8;
  const values = series.flatMap((index) =>
    table.rows.map((r) => (typeof r[index] === 'number' ? (r[index] as number) : 0)),
  );
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);

  const bars = new Map<string, BarBox>();
  const data = seriesData(table, series);

  const drawLabels = (u: uPlot) => {
    const px = uPlot.pxRatio;
    const ctx = u.ctx;
    ctx.save();
    ctx.font = `${CHART_FONT_PX * px}px ${CHART_FONT.slice(CHART_FONT.indexOf(' ') + 1)}`;
    ctx.fillStyle = input.textColour;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'right';
    const lineHeight = CHART_FONT_PX * LINE_GAP * px;
    fitted.forEach((name, i) => {
      const lines = name.split('\n');
      const centre = u.valToPos(i, 'x', true);
      const first = centre - ((lines.length - 1) * lineHeight) / 2;
      lines.forEach((line, j) => {
        ctx.fillText(line, u.bbox.left - GAP * px, first + j * lineHeight);
      });
    });
    ctx.textAlign = 'left';
    const zero = u.valToPos(0, 'y', true);
    series.forEach((index, s) => {
      const format = table.columns[index]?.format ?? 'decimal';
      for (let i = 0; i < table.rows.length; i += 1) {
        const bar = bars.get(`${s + 1}:${i}`);
        if (!bar) continue;
        // Past the end of a positive bar; a negative bar's value sits right of the zero line.
        const x = bar.value >= 0 ? bar.left + bar.width : zero;
        ctx.fillText(formatCell(bar.value, format), x + 4 * px, bar.top + bar.height / 2);
      }
    });
    ctx.restore();
  };

  return {
    height,
    data,
    options: {
      width,
      height,
      padding: [4, valueWidth + 4, 4, 0],
      scales: {
        x: { time: false, ori: 1, dir: -1, range: () => [-0.5, table.rows.length - 0.5] },
        y: { ori: 0, dir: 1, range: () => [min, max > min ? max : 1] },
      },
      axes: [
        {
          scale: 'x',
          side: 3,
          size: categoryWidth,
          // The names are drawn by drawLabels, centred on their row whatever their number of lines.
          values: (_u, splits) => splits.map(() => ''),
          splits: () => table.rows.map((_, i) => i),
          grid: { show: false },
          ticks: { show: false },
        },
        { scale: 'y', side: 2, show: false },
      ],
      series: [
        {},
        ...series.map((index, i) => ({
          label: table.columns[index]?.label ?? '',
          stroke: COLOURS[i % COLOURS.length],
          fill: COLOURS[i % COLOURS.length],
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars?.({
            size: series.length > 1 ? [0.4, 22, 8] : [0.62, 24, 10],
            align: series.length > 1 ? ((i === 0 ? -1 : 1) as -1 | 1) : 0,
            each: (_u, seriesIndex, dataIndex, left, top, barWidth, barHeight) => {
              const value = data[seriesIndex]?.[dataIndex];
              if (typeof value !== 'number') return;
              bars.set(`${seriesIndex}:${dataIndex}`, {
                value,
                left,
                top,
                width: barWidth,
                height: barHeight,
              });
            },
          }),
        })),
      ],
      cursor: { points: { show: false } },
      legend: { show: false },
      hooks: {
        draw: [drawLabels],
        setCursor: [hoverHook(input.onHover)],
      },
    },
  };
}
