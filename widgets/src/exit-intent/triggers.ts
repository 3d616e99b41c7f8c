// Detects a visitor about to leave: inactivity, the mouse leaving the top, or scrolling back up.
import { EXIT_INTENT } from './constants.ts';

export type ExitTrigger = 'inactivity' | 'mouse-leave' | 'scroll-up';

export interface ExitTriggerOptions {
  onTrigger(trigger: ExitTrigger): void;
  win?: Window;
  now?: () => number;
}

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;

/** Calls onTrigger once, for the first trigger that fires, then stops; returns a stop function. */
export function watchExitIntent({ onTrigger, win = window, now = Date.now }: ExitTriggerOptions): () => void {
  const isMobile = () => win.innerWidth <= EXIT_INTENT.mobileMaxWidth;
  let lastActivity = now();
  let lastScrollY = win.scrollY;
  let scrolledUp = 0;
  let stopped = false;

  const fire = (trigger: ExitTrigger) => {
    if (stopped) return;
    stop();
    onTrigger(trigger);
  };

  const onActivity = () => {
    lastActivity = now();
  };

  const onMouseOut = (event: MouseEvent) => {
    // relatedTarget is null when the pointer left the document, and clientY ≤ 0 means by the top.
    if (!isMobile() && event.relatedTarget === null && event.clientY <= 0) fire('mouse-leave');
  };

  const onScroll = () => {
    const y = win.scrollY;
    if (y < lastScrollY) scrolledUp += lastScrollY - y;
    lastScrollY = y;
    if (!isMobile() && scrolledUp > EXIT_INTENT.scrollUpPx) fire('scroll-up');
  };

  const check = setInterval(() => {
    const limit = isMobile() ? EXIT_INTENT.inactivityMobileMs : EXIT_INTENT.inactivityDesktopMs;
    if (now() - lastActivity >= limit) fire('inactivity');
  }, EXIT_INTENT.inactivityCheckMs);

  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onActivity, { passive: true });
  win.document.addEventListener('mouseout', onMouseOut);
  win.addEventListener('scroll', onScroll, { passive: true });

  function stop(): void {
    stopped = true;
    clearInterval(check);
    for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onActivity);
    win.document.removeEventListener('mouseout', onMouseOut);
    win.removeEventListener('scroll', onScroll);
  }
  return stop;
}
