import { describe, expect, it } from 'vitest';
import { DEFAULT_SEND_HOURS, nextSendTime, parseSendHours, withinSendHours } from './quiet-hours.ts';

describe('quiet hours in São Paulo (UTC-3)', () => {
  it('sends from 08:00 to 20:59 only', () => {
    expect(withinSendHours(new Date('2025-04-02T10:59:59Z'), DEFAULT_SEND_HOURS)).toBe(false); // 07:59
    expect(withinSendHours(new Date('2025-04-02T11:00:00Z'), DEFAULT_SEND_HOURS)).toBe(true); // 08:00
    expect(withinSendHours(new Date('2025-04-02T23:59:00Z'), DEFAULT_SEND_HOURS)).toBe(true); // 20:59
    expect(withinSendHours(new Date('2025-04-03T00:00:00Z'), DEFAULT_SEND_HOURS)).toBe(false); // 21:00
  });

  it('moves 23:00 to 08:00 the next day, and 06:00 to 08:00 the same day', () => {
    expect(nextSendTime(new Date('2025-04-03T02:00:00Z'), DEFAULT_SEND_HOURS).toISOString()).toBe(
      '2025-04-03T11:00:00.000Z',
    );
    expect(nextSendTime(new Date('2025-04-03T09:00:00Z'), DEFAULT_SEND_HOURS).toISOString()).toBe(
      '2025-04-03T11:00:00.000Z',
    );
    // Across a month's end: 21:30 on 30 April.
    expect(nextSendTime(new Date('2025-05-01T00:30:00Z'), DEFAULT_SEND_HOURS).toISOString()).toBe(
      '2025-05-01T11:00:00.000Z',
    );
    const open = new Date('2025-04-02T15:00:00Z');
    expect(nextSendTime(open, DEFAULT_SEND_HOURS)).toBe(open);
  });

  it('reads WHATSAPP_SEND_HOURS as HH-HH', () => {
    expect(parseSendHours('09-18')).toEqual({ from: 9, until: 18, timeZone: 'America/Sao_Paulo' });
    expect(parseSendHours('8-21')).toMatchObject({ from: 8, until: 21 });
    for (const bad of ['21-08', '08-25', '0821', 'manhã', '08-08'])
      expect(parseSendHours(bad)).toBeUndefined();
  });
});
