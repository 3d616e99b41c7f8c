import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayAndMonth, formatLongDate, formatTime } from './dates.ts';
import { IMMERSION } from './offers.ts';

describe('dates on screen', () => {
  it('shows the immersion window in São Paulo time', () => {
    expect(formatLongDate(IMMERSION.startsAt)).toBe('26 de abril de 2025');
    expect(formatDayAndMonth(IMMERSION.startsAt)).toBe('26 de abril');
    expect(formatTime(IMMERSION.startsAt)).toBe('09:00');
    expect(formatTime(IMMERSION.endsAt)).toBe('17:00');
  });

  it('shows staff a date and time in São Paulo', () => {
    expect(formatDateTime('2025-04-02T02:30:00.000Z')).toBe('01/04/2025, 23:30');
  });
});
