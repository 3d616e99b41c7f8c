import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_POLL_MS, onLocationChange } from './location-change.ts';

const nativePushState = History.prototype.pushState;

afterEach(() => history.replaceState(null, '', '/'));

describe('onLocationChange without the Navigation API', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    return () => vi.useRealTimers();
  });

  it('reports pushState, replaceState and back/forward until unsubscribed, even when subscribed twice', async () => {
    expect('navigation' in globalThis).toBe(false);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onLocationChange(first);
    const stopSecond = onLocationChange(second);
    history.pushState(null, '', '/a');
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    history.replaceState(null, '', '/b');
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    history.replaceState(null, '', '/c');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(first).toHaveBeenCalledTimes(3);
    stopFirst();
    history.pushState(null, '', '/d');
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(4);
    stopSecond();
    history.pushState(null, '', '/e');
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    expect(second).toHaveBeenCalledTimes(4);
  });

  it('says nothing while the address stays the same', async () => {
    const callback = vi.fn();
    const stop = onLocationChange(callback);
    history.replaceState({ step: 2 }, '', location.href);
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS * 4);
    expect(callback).not.toHaveBeenCalled();
    stop();
  });

  it('leaves the page its own history methods', () => {
    const stop = onLocationChange(() => {});
    expect(history.pushState).toBe(nativePushState);
    expect(Object.hasOwn(history, 'pushState')).toBe(false);
    stop();
  });
});

describe('onLocationChange with the Navigation API', () => {
  it('follows currententrychange as it fires and stops listening when unsubscribed', () => {
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    try {
      const callback = vi.fn();
      const stop = onLocationChange(callback);
      const sameCallback = onLocationChange(callback);
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(callback).toHaveBeenCalledTimes(2);
      stop();
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(callback).toHaveBeenCalledTimes(3);
      sameCallback();
      navigation.dispatchEvent(new Event('currententrychange'));
      expect(callback).toHaveBeenCalledTimes(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
