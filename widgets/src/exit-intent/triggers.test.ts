import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchExitIntent } from './triggers.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function leaveTop(clientY = 0) {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget: null, bubbles: true }));
}

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1280);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

function watch() {
  const onTrigger = vi.fn();
  stop = watchExitIntent({ onTrigger });
  return onTrigger;
}

describe('exit-intent triggers', () => {
  it('fires after 45 s of inactivity on desktop, seen by the 10 s check', () => {
    const onTrigger = watch();
    vi.advanceTimersByTime(40_000);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTrigger).toHaveBeenCalledWith('inactivity');
  });

  it('waits 60 s on mobile (width ≤ 768 px)', () => {
    setWidth(768);
    const onTrigger = watch();
    vi.advanceTimersByTime(50_000);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTrigger).toHaveBeenCalledWith('inactivity');
  });

  it('restarts the inactivity clock on activity', () => {
    const onTrigger = watch();
    vi.advanceTimersByTime(30_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(40_000);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it('fires when the mouse leaves through the top on desktop only', () => {
    const onTrigger = watch();
    leaveTop(10);
    expect(onTrigger).not.toHaveBeenCalled();
    leaveTop(0);
    expect(onTrigger).toHaveBeenCalledWith('mouse-leave');

    stop();
    setWidth(500);
    const mobile = watch();
    leaveTop(0);
    expect(mobile).not.toHaveBeenCalled();
  });

  it('fires once the upward scroll adds up to more than 100 px, on desktop only', () => {
    const onTrigger = watch();
    scrollTo(500);
    scrollTo(440);
    scrollTo(600);
    scrollTo(560);
    expect(onTrigger).not.toHaveBeenCalled();
    scrollTo(559);
    expect(onTrigger).toHaveBeenCalledWith('scroll-up');

    stop();
    setWidth(400);
    const mobile = watch();
    scrollTo(0);
    expect(mobile).not.toHaveBeenCalled();
  });

  it('fires only once and stops listening', () => {
    const onTrigger = watch();
    leaveTop(0);
    leaveTop(0);
    vi.advanceTimersByTime(120_000);
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });
});
