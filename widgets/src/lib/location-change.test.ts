import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLocationChange } from './location-change.ts';

afterEach(() => history.replaceState(null, '', '/'));

describe('onLocationChange', () => {
  it('reports pushState, replaceState and popstate until unsubscribed, even when subscribed twice', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onLocationChange(first);
    const stopSecond = onLocationChange(second);
    history.pushState(null, '', '/a');
    history.replaceState(null, '', '/b');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(first).toHaveBeenCalledTimes(3);
    expect(location.pathname).toBe('/b');
    stopFirst();
    history.pushState(null, '', '/c');
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(4);
    stopSecond();
  });
});
