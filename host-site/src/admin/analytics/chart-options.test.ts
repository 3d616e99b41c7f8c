import type { ChartTable } from '@funil/core/analytics';
import { describe, expect, it } from 'vitest';
import { summarise } from './chart-legend.tsx';
import { axisLabel, barOptions, lineOptions } from './chart-options.ts';
import type { Measure } from './chart-text.ts';

const measure: Measure = (text) => text.length * 7;
const input = (table: ChartTable, series: number[], width = 600) => ({
  table,
  series,
  width,
  measure,
  textColour: '#000',
  onHover: () => {},
});

const sales: ChartTable = {
  key: 'partner',
  title: 'Vendas por parceiro',
  columns: [
    { label: 'Parceiro', format: 'text' },
    { label: 'Vendas', format: 'integer' },
    { label: 'Receita (R$)', format: 'money' },
  ],
  rows: [
    ['Escola Digital do Empreendedor Brasileiro', 3, 5391],
    ['Podcast', 1, 1797],
    ['(não informado)', 0, null],
  ],
};

describe('chart axes', () => {
  it('label money in compact reais, as people say it', () => {
    expect(axisLabel(1500, 'money')).toBe('R$ 1,5 mil');
    expect(axisLabel(20_000, 'money')).toBe('R$ 20 mil');
    expect(axisLabel(12, 'integer')).toBe('12');
  });

  it('give each category a row tall enough for its name in two lines, and room for the values', () => {
    const { options, height } = barOptions(input(sales, [2]));
    expect(height).toBeGreaterThanOrEqual(3 * 30);
    expect(options.height).toBe(height);
    // 'R$ 5.391,00' (11 characters) fits right of the longest bar.
    expect((options.padding as number[])[1]).toBeGreaterThanOrEqual(11 * 7);
    // The longest name is wrapped within 40 % of the width (240 px) rather than drawn whole.
    expect(options.axes?.[0]?.size).toBeLessThanOrEqual(240 + 12);
  });

  it('keep room on the right for the last day’s label', () => {
    const days: ChartTable = {
      key: 'daily',
      title: 'Por dia',
      columns: [
        { label: 'Dia', format: 'day' },
        { label: 'Vendas', format: 'integer' },
      ],
      rows: [
        ['2026-09-01', 1],
        ['2026-09-02', 2],
      ],
    };
    const { options } = lineOptions(input(days, [1]));
    expect((options.padding as number[])[1]).toBeGreaterThanOrEqual(('01/09'.length * 7) / 2);
  });
});

describe('legend figures', () => {
  it('sum counts and money, average the rest, over the rows that have a value', () => {
    expect(summarise(sales.rows, 1, 'total')).toBe(4);
    expect(summarise(sales.rows, 2, 'total')).toBe(7188);
    expect(summarise(sales.rows, 2, 'average')).toBe(3594);
    expect(summarise(sales.rows, 2, 'none')).toBeNull();
    expect(summarise([['x', null]], 1, 'total')).toBeNull();
  });
});
