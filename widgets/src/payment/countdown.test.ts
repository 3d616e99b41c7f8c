import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntil } from './countdown.ts';

describe('the PIX countdown', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(29 * 60_000 + 5_000)).toBe('29:05');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('counts to the expiry and never below zero', () => {
    const now = Date.UTC(2026, 10, 28, 20, 0, 0);
    expect(msUntil('2026-11-28T20:30:00.000Z', now)).toBe(30 * 60_000);
    expect(msUntil('2026-11-28T19:00:00.000Z', now)).toBe(0);
    expect(msUntil('amanhã', now)).toBe(0);
  });
});
