import { afterEach, describe, expect, it } from 'vitest';
import { daysBetween, recordVisit } from './last-visit.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T15:00:00Z');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('recordVisit', () => {
  it('answers null on a first visit, and the same earlier visit on every page of the session', () => {
    expect(recordVisit(NOW)).toBeNull();
    // Next session, three days later: the visit before it, on every page load of that session.
    sessionStorage.clear();
    expect(recordVisit(NOW + 3 * DAY)).toBe(NOW);
    expect(recordVisit(NOW + 3 * DAY + 60_000)).toBe(NOW);
  });

  it('counts the last page load, not the first of the earlier session', () => {
    recordVisit(NOW);
    recordVisit(NOW + 3_600_000);
    sessionStorage.clear();
    expect(recordVisit(NOW + 2 * DAY)).toBe(NOW + 3_600_000);
  });

  it('forgets a visit older than 7 days, like everything the browser keeps', () => {
    recordVisit(NOW);
    sessionStorage.clear();
    expect(recordVisit(NOW + 8 * DAY)).toBeNull();
  });
});

describe('daysBetween', () => {
  it('counts São Paulo calendar days', () => {
    // 23:00 and 08:00 the next morning in São Paulo.
    expect(daysBetween(Date.parse('2026-11-20T02:00:00Z'), Date.parse('2026-11-20T11:00:00Z'))).toBe(1);
    expect(daysBetween(NOW, NOW + 2 * 60_000)).toBe(0);
    expect(daysBetween(NOW, NOW + 7 * DAY)).toBe(7);
  });
});
