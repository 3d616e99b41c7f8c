import { describe, expect, it } from 'vitest';
import { formatDayAndMonth, formatLongDate, formatShortDateTime, formatTime } from './dates.ts';
import { IMMERSION } from './offers.ts';

describe('dates on screen', () => {
  it('shows the immersion window in São Paulo time', () => {
    expect(formatLongDate(IMMERSION.startsAt)).toBe('26 de abril de 2025');
    expect(formatDayAndMonth(IMMERSION.startsAt)).toBe('26 de abril');
    expect(formatTime(IMMERSION.startsAt)).toBe('09:00');
    expect(formatTime(IMMERSION.endsAt)).toBe('17:00');
  });
});

describe('formatShortDateTime', () => {
  it('writes the São Paulo day and time the pt-BR short way', () => {
    expect(formatShortDateTime('2025-04-26T12:00:00Z')).toBe('26/04/2025, 09:00');
    expect(formatShortDateTime('2025-04-01T02:30:00Z')).toBe('31/03/2025, 23:30');
  });
});
