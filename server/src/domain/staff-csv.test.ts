import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText, formulaSafe } from './staff-csv.ts';

describe('staff CSV writer', () => {
  it('defuses every cell start a spreadsheet runs as a formula', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(formulaSafe(cell)).toBe(`'${cell}`);
    }
    expect(formulaSafe('Ana')).toBe('Ana');
    expect(formulaSafe('R$ -10')).toBe('R$ -10');
  });

  it('writes numbers with a decimal comma, money with two places and shares as percentages', () => {
    expect(csvCell(1797, 'money')).toBe('1797,00');
    expect(csvCell(2080.32, 'money')).toBe('2080,32');
    expect(csvCell(4, 'integer')).toBe('4');
    expect(csvCell(2 / 3, 'percent')).toBe('66,7%');
    expect(csvCell(1, 'percent')).toBe('100%');
    expect(csvCell(45.5, 'seconds')).toBe('45,5');
    expect(csvCell(-0.123456, 'decimal')).toBe('-0,1235');
    expect(csvCell(null, 'money')).toBe('');
    expect(csvCell(true, 'text')).toBe('Sim');
  });

  it('writes days and instants as people in São Paulo read them', () => {
    expect(csvCell('2026-11-01', 'day')).toBe('01/11/2026');
    expect(csvCell('2026-11-02T02:30:00.000Z', 'datetime')).toBe('01/11/2026, 23:30');
  });

  it("starts with a BOM, separates with ';' and quotes what needs it", () => {
    const text = csvText(
      [
        { label: 'Origem', format: 'text' },
        { label: 'Receita bruta (R$)', format: 'money' },
      ],
      [
        ['=HYPERLINK("http://mal.example","clique")', 1797],
        ['a;b', 9.7],
      ],
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe('Origem;Receita bruta (R$)');
    expect(parse(text.slice(1), { delimiter: ';' })).toEqual([
      ['Origem', 'Receita bruta (R$)'],
      ['\'=HYPERLINK("http://mal.example","clique")', '1797,00'],
      ['a;b', '9,70'],
    ]);
    expect(csvText([{ label: 'x', format: 'text' }], [['y']], false)).toBe('y\r\n');
  });
});
