import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from './scroll-lock.ts';

const root = document.documentElement;

/** A page whose classic scrollbar takes 15 px of a 1280 px window. */
function withScrollbar() {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
  vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(1265);
}

afterEach(() => {
  vi.restoreAllMocks();
  root.removeAttribute('style');
});

describe('lockPageScroll', () => {
  it('hides overflow on the document element and restores the page’s inline values', () => {
    root.style.overflowY = 'auto';
    const unlock = lockPageScroll();
    expect(root.style.getPropertyValue('overflow-x')).toBe('hidden');
    expect(root.style.getPropertyValue('overflow-y')).toBe('hidden');
    expect(root.style.getPropertyPriority('overflow-y')).toBe('important');
    unlock();
    expect(root.style.getPropertyValue('overflow-x')).toBe('');
    expect(root.style.getPropertyValue('overflow-y')).toBe('auto');
    expect(root.style.getPropertyPriority('overflow-y')).toBe('');
  });

  it('keeps the scrollbar’s room with scrollbar-gutter, so the page does not jump sideways', () => {
    withScrollbar();
    const unlock = lockPageScroll();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    unlock();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });

  it('leaves a gutter the page chose itself', () => {
    withScrollbar();
    root.style.setProperty('scrollbar-gutter', 'stable both-edges');
    const unlock = lockPageScroll();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable both-edges');
    unlock();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable both-edges');
  });

  it('adds no room where the page shows no scrollbar (phones, overlay scrollbars)', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(390);
    lockPageScroll();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });
});
