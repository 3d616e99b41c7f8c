import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAdIds, readCookie } from './ad-cookies.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ad ids', () => {
  it('reads a cookie by exact name', () => {
    expect(readCookie('_fbp', 'x_fbp=1; _fbp=fb.1.2.3; y=2')).toBe('fb.1.2.3');
    expect(readCookie('_fbc', '_fbp=1')).toBeUndefined();
  });

  it('takes _fbc and _fbp from cookies', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('_fbc=fb.1.100.abc; _fbp=fb.1.100.999');
    expect(readAdIds()).toEqual({ fbc: 'fb.1.100.abc', fbp: 'fb.1.100.999' });
  });

  it('falls back to localStorage for _fbc only', () => {
    localStorage.setItem('_fbc', 'fb.1.5.stored');
    localStorage.setItem('_fbp', 'ignored');
    expect(readAdIds()).toEqual({ fbc: 'fb.1.5.stored' });
  });
});
