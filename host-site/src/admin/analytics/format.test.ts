import { describe, expect, it } from 'vitest';
import { formatCell, formatDay, formatMoneyCents } from './format.ts';

describe('analytics formatting', () => {
  it('writes numbers, money and percentages the Brazilian way', () => {
    expect(formatCell(12345, 'integer')).toBe('12.345');
    expect(formatCell(1797, 'money')).toBe('R$\u00a01.797,00');
    expect(formatMoneyCents(208_032)).toBe('R$\u00a02.080,32');
    expect(formatCell(2 / 3, 'percent')).toBe('66,7%');
    expect(formatCell(45, 'seconds')).toBe('45 s');
    expect(formatCell(-0.1234, 'decimal')).toBe('-0,12');
  });

  it('shows a day as dd/mm and an empty cell as a dash', () => {
    expect(formatDay('2026-11-01')).toBe('01/11');
    expect(formatCell('2026-11-01', 'day')).toBe('01/11');
    expect(formatCell(null, 'integer')).toBe('—');
    expect(formatCell('', 'text')).toBe('—');
  });
});
