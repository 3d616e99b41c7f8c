import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAdIds, readCookie } from './ad-cookies.ts';

const NOW = Date.UTC(2026, 0, 10, 12);
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ad ids', () => {
  it('reads a cookie by exact name', () => {
    expect(readCookie('_fbp', 'x_fbp=1; _fbp=fb.1.2.3; y=2')).toBe('fb.1.2.3');
    expect(readCookie('_fbc', '_fbp=1')).toBeUndefined();
  });

  it('takes _fbc and _fbp from cookies, over a click id in the URL', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('_fbc=fb.1.100.abc; _fbp=fb.1.100.999');
    expect(readAdIds(NOW, '?fbclid=outro')).toEqual({ fbc: 'fb.1.100.abc', fbp: 'fb.1.100.999' });
  });

  it('falls back to localStorage for _fbc only', () => {
    localStorage.setItem('_fbc', `fb.1.${NOW - DAY}.stored`);
    localStorage.setItem('_fbp', 'ignored');
    expect(readAdIds(NOW, '')).toEqual({ fbc: `fb.1.${NOW - DAY}.stored` });
  });

  it('builds fbc from ?fbclid= without a cookie, unmodified, and keeps it for later events', () => {
    const clickId = 'IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk';
    const first = readAdIds(NOW, `?utm_source=fb&fbclid=${clickId}`);
    expect(first).toEqual({ fbc: `fb.1.${NOW}.${clickId}` });
    // Later events of the visit, on this page or after the URL lost the parameter, send the same value.
    expect(readAdIds(NOW + 60_000, `?fbclid=${clickId}`)).toEqual(first);
    expect(readAdIds(NOW + 120_000, '')).toEqual(first);
  });

  it('replaces the kept value when the visitor arrives from another ad click', () => {
    readAdIds(NOW, '?fbclid=primeiro');
    expect(readAdIds(NOW + DAY, '?fbclid=segundo')).toEqual({ fbc: `fb.1.${NOW + DAY}.segundo` });
    expect(readAdIds(NOW + 2 * DAY, '')).toEqual({ fbc: `fb.1.${NOW + DAY}.segundo` });
  });

  it('stops sending, and forgets, a kept click id older than 7 days (decision 0021)', () => {
    readAdIds(NOW, '?fbclid=antigo');
    expect(readAdIds(NOW + 7 * DAY, '')).toEqual({ fbc: `fb.1.${NOW}.antigo` });
    expect(readAdIds(NOW + 8 * DAY, '')).toEqual({});
    expect(localStorage.getItem('_fbc')).toBeNull();
  });

  it('drops a kept value it cannot date', () => {
    localStorage.setItem('_fbc', 'sem-data');
    expect(readAdIds(NOW, '')).toEqual({});
    expect(localStorage.getItem('_fbc')).toBeNull();
  });
});
