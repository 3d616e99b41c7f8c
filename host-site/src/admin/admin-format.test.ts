import { describe, expect, it } from 'vitest';
import {
  formatCell,
  formatDateTime,
  formatDay,
  formatDuration,
  formatInteger,
  formatMoney,
  formatPercent,
  jsonEntries,
  keepTogether,
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

describe('readable stored values', () => {
  it('says a length of time in hours, minutes and seconds', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_780_000)).toBe('1 h 3 min');
    expect(formatDuration(0)).toBe('0 s');
  });

  it('lists a JSON object by pt-BR key names, keeping unknown keys and odd text as they are', () => {
    expect(
      jsonEntries('{"deviceType":"mobile","screenWidth":390,"touch":true,"x":null}', {
        deviceType: 'Tipo de aparelho',
        screenWidth: 'Largura da tela',
      }),
    ).toEqual([
      { key: 'deviceType', label: 'Tipo de aparelho', value: 'mobile' },
      { key: 'screenWidth', label: 'Largura da tela', value: '390' },
      { key: 'touch', label: 'touch', value: 'Sim' },
      { key: 'x', label: 'x', value: '—' },
    ]);
    expect(jsonEntries('{"a":{"b":[1,2]}}')).toEqual([{ key: 'a', label: 'a', value: 'b: 1, 2' }]);
    expect(jsonEntries('não é json')).toEqual([{ key: '', label: '', value: 'não é json' }]);
    expect(jsonEntries(null)).toEqual([]);
  });
});

describe('keepTogether', () => {
  it('keeps the currency sign with its amount, and leaves other figures alone', () => {
    expect(keepTogether('R$ 44.447,52')).toBe('R$\u00a044.447,52');
    expect(keepTogether('23/11/2026, 20:25')).toBe('23/11/2026, 20:25');
  });
});
