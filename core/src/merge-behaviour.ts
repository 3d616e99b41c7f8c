// Behaviour logs grow by merging what the tracker sends into what is stored, newest entries kept.
import {
  type Click,
  clickSchema,
  MAX_CLICKS,
  MAX_PAGE_VIEWS,
  type PageView,
  pageViewSchema,
} from './behaviour.ts';

/**
 * The tracker may resend entries it already sent (it posts its whole log every 30 s and on
 * unload), so an entry is identified by its content and a resend replaces, never duplicates.
 */
export function mergeClicks(stored: readonly Click[], incoming: readonly Click[]): Click[] {
  return newest(
    mergeBy([...stored, ...incoming], (c) => JSON.stringify([c.timestamp, c.elementId, c.x, c.y, c.path])),
    MAX_CLICKS,
  );
}

/** A page view is one visit to a URL at a time; a later copy carries the longer timeSpent. */
export function mergePageViews(stored: readonly PageView[], incoming: readonly PageView[]): PageView[] {
  return newest(
    mergeBy([...stored, ...incoming], (v) => JSON.stringify([v.timestamp, v.url])),
    MAX_PAGE_VIEWS,
  );
}

/** time_on_page: the sum of the kept page views' timeSpent, as a whole number. */
export function timeOnPage(views: readonly PageView[]): number {
  return Math.round(views.reduce((sum, view) => sum + view.timeSpent, 0));
}

/** Stored JSON text back to records; anything unreadable is dropped rather than failing the update. */
export function readStoredClicks(text: string | null): Click[] {
  return readStored(text, clickSchema);
}

export function readStoredPageViews(text: string | null): PageView[] {
  return readStored(text, pageViewSchema);
}

/** The one method of a core schema this needs. */
interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

function readStored<T>(text: string | null, schema: Parser<T>): T[] {
  if (text === null || text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function mergeBy<T>(entries: readonly T[], key: (entry: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const entry of entries) {
    const k = key(entry);
    byKey.delete(k); // re-inserted last, so the later copy wins and keeps its arrival order
    byKey.set(k, entry);
  }
  return [...byKey.values()];
}

/** The `limit` entries with the latest timestamps, oldest first; ties keep arrival order. */
function newest<T extends { timestamp: number }>(entries: readonly T[], limit: number): T[] {
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.timestamp - b.entry.timestamp || a.index - b.index)
    .map(({ entry }) => entry);
  return sorted.slice(Math.max(0, sorted.length - limit));
}
