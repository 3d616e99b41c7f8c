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
  vi.unstubAllGlobals();
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

  it('keeps the scrollbar’s room with scrollbar-gutter where the browser has it', () => {
    withScrollbar();
    vi.stubGlobal('CSS', { supports: () => true });
    const unlock = lockPageScroll();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    expect(root.style.getPropertyValue('padding-right')).toBe('');
    unlock();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });

  it('pads by the scrollbar’s width where scrollbar-gutter is missing, then takes it back', () => {
    withScrollbar();
    vi.stubGlobal('CSS', { supports: () => false });
    root.style.paddingRight = '5px';
    const unlock = lockPageScroll();
    expect(root.style.getPropertyValue('padding-right')).toBe('20px');
    unlock();
    expect(root.style.getPropertyValue('padding-right')).toBe('5px');
  });

  it('adds no room where the page shows no scrollbar (phones, overlay scrollbars)', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(390);
    vi.stubGlobal('CSS', { supports: () => false });
    lockPageScroll();
    expect(root.style.getPropertyValue('padding-right')).toBe('');
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });
});
