import { describe, expect, it } from 'vitest';
import type { Click, PageView } from './behaviour.ts';
import {
  mergeClicks,
  mergePageViews,
  readStoredClicks,
  readStoredPageViews,
  timeOnPage,
} from './merge-behaviour.ts';

const click = (timestamp: number, elementId = 'cta'): Click => ({
  elementId,
  elementText: 'Quero',
  elementType: 'button',
  timestamp,
  x: 10,
  y: 20,
  path: '/',
});
const view = (timestamp: number, timeSpent: number, url = '/'): PageView => ({
  url,
  title: '',
  timestamp,
  timeSpent,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('mergeClicks', () => {
  it('appends new clicks and keeps the newest 100, oldest first', () => {
    const merged = mergeClicks(
      range(0, 70).map((t) => click(t)),
      range(70, 50).map((t) => click(t)),
    );
    expect(merged.map((c) => c.timestamp)).toEqual(range(20, 100));
  });

  it('does not duplicate a click the tracker sends again', () => {
    const stored = [click(1), click(2)];
    expect(mergeClicks(stored, [click(2), click(3)]).map((c) => c.timestamp)).toEqual([1, 2, 3]);
  });

  it('keeps two different clicks made in the same millisecond', () => {
    expect(mergeClicks([], [click(5, 'a'), click(5, 'b')]).map((c) => c.elementId)).toEqual(['a', 'b']);
  });

  it('sorts clicks that arrive out of order', () => {
    expect(mergeClicks([click(9)], [click(3)]).map((c) => c.timestamp)).toEqual([3, 9]);
  });
});

describe('mergePageViews and timeOnPage', () => {
  it('keeps the newest 50 page views', () => {
    const merged = mergePageViews(
      range(0, 40).map((t) => view(t, 1)),
      range(40, 30).map((t) => view(t, 1)),
    );
    expect(merged.map((v) => v.timestamp)).toEqual(range(20, 50));
  });

  it('lets a resent page view with a longer stay replace the stored one', () => {
    const merged = mergePageViews([view(1, 5_000, '/a'), view(2, 1_000, '/b')], [view(2, 9_000, '/b')]);
    expect(merged).toEqual([view(1, 5_000, '/a'), view(2, 9_000, '/b')]);
    expect(timeOnPage(merged)).toBe(14_000);
  });

  it('sums to a whole number, and to 0 without page views', () => {
    expect(timeOnPage([view(1, 1.4), view(2, 1.4)])).toBe(3);
    expect(timeOnPage([])).toBe(0);
  });
});

describe('reading stored logs', () => {
  it('reads what mergeClicks stored', () => {
    const clicks = [click(1), click(2)];
    expect(readStoredClicks(JSON.stringify(clicks))).toEqual(clicks);
    expect(readStoredPageViews(JSON.stringify([view(1, 3)]))).toEqual([view(1, 3)]);
  });

  it('drops unreadable data instead of failing', () => {
    expect(readStoredClicks(null)).toEqual([]);
    expect(readStoredClicks('')).toEqual([]);
    expect(readStoredClicks('{não é json')).toEqual([]);
    expect(readStoredClicks('{"a":1}')).toEqual([]);
    expect(readStoredClicks(JSON.stringify([click(1), { timestamp: 'x' }, 42]))).toEqual([click(1)]);
  });
});
