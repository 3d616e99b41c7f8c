import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatPercent, saoPauloDay } from './admin-format.ts';

describe('admin formatting', () => {
  it('writes money, shares and instants the pt-BR way in São Paulo time', () => {
    expect(formatMoney(179_700)).toBe('R$ 1.797,00');
    expect(formatMoney(null)).toBe('—');
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatDateTime('2025-04-26T12:00:00.000Z')).toBe('26/04/2025, 09:00');
    expect(saoPauloDay(new Date('2025-04-27T02:59:00.000Z'))).toBe('2025-04-26');
    expect(saoPauloDay(new Date('2025-04-27T03:00:00.000Z'), 1)).toBe('2025-04-26');
  });
});
