import { describe, expect, it } from 'vitest';
import {
  formatCell,
  formatDateTime,
  formatDay,
  formatInteger,
  formatMoney,
  formatPercent,
} from './admin-format.ts';

describe('admin formatting', () => {
  it('writes money, shares and instants the pt-BR way in São Paulo time', () => {
    expect(formatMoney(179_700)).toBe('R$ 1.797,00');
    expect(formatMoney(208_032)).toBe('R$ 2.080,32');
    expect(formatMoney(null)).toBe('—');
    expect(formatInteger(12_345)).toBe('12.345');
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatPercent(null)).toBe('—');
    expect(formatDateTime('2025-04-26T12:00:00.000Z')).toBe('26/04/2025, 09:00');
    expect(formatDateTime(null)).toBe('—');
  });

  it('writes analytics cells by their column format, money cells being reais', () => {
    expect(formatCell(12345, 'integer')).toBe('12.345');
    expect(formatCell(1797, 'money')).toBe('R$ 1.797,00');
    expect(formatCell(2080.32, 'money')).toBe('R$ 2.080,32');
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
