// Clicks and page views of a known lead (spec §3), capped like the server keeps them.
import { MAX_CLICKS, MAX_ELEMENT_TEXT, MAX_PAGE_VIEWS } from './constants.ts';

/** Timestamps are milliseconds since the epoch, as the server's behaviour schema takes them. */
export interface ClickRecord {
  elementId: string;
  elementText: string;
  elementType: string;
  timestamp: number;
  x: number;
  y: number;
  path: string;
}

export interface PageViewRecord {
  url: string;
  title: string;
  timestamp: number;
  /** Milliseconds on the page so far. */
  timeSpent: number;
}

export interface BehaviourSnapshot {
  clicks: ClickRecord[];
  pageViews: PageViewRecord[];
  /** Sum of timeSpent over the page views, in milliseconds. */
  timeSpent: number;
}

function keepNewest<T>(list: T[], max: number): void {
  if (list.length > max) list.splice(0, list.length - max);
}

export function createBehaviourLog(now: () => number = Date.now) {
  const clicks: ClickRecord[] = [];
  const pageViews: PageViewRecord[] = [];
  let currentStart = 0;

  const closeCurrent = () => {
    const current = pageViews.at(-1);
    if (current) current.timeSpent = now() - currentStart;
  };

  return {
    recordClick(event: MouseEvent): void {
      const target = event.target instanceof Element ? event.target : null;
      clicks.push({
        elementId: target?.id ?? '',
        elementText: (target?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_ELEMENT_TEXT),
        elementType: target?.tagName.toLowerCase() ?? '',
        timestamp: now(),
        x: event.clientX,
        y: event.clientY,
        path: location.pathname,
      });
      keepNewest(clicks, MAX_CLICKS);
    },

    /** Starts a page view for the current URL; the previous one keeps the time it lasted. */
    recordPageView(): void {
      closeCurrent();
      currentStart = now();
      pageViews.push({
        url: location.href,
        title: document.title,
        timestamp: currentStart,
        timeSpent: 0,
      });
      keepNewest(pageViews, MAX_PAGE_VIEWS);
    },

    snapshot(): BehaviourSnapshot {
      closeCurrent();
      return {
        clicks: [...clicks],
        pageViews: pageViews.map((view) => ({ ...view })),
        timeSpent: pageViews.reduce((sum, view) => sum + view.timeSpent, 0),
      };
    },
  };
}

export type BehaviourLog = ReturnType<typeof createBehaviourLog>;
