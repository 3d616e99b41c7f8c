// A lead's kept clicks and page views as rows for the behaviour charts, each with the device it came from.
import type { Click, PageView } from '@funil/core/behaviour';
import type { BehaviourEntry, DeviceCategory } from './ports/behaviour-entries-store.ts';

const MOBILE_MAX_WIDTH = 768;
const TABLET_MAX_WIDTH = 1024;

/**
 * device_info is whatever the page sent: an explicit type wins, then the user agent, then the
 * screen width; a lead with none is 'unknown' rather than guessed.
 */
export function deviceCategory(deviceInfo: string | null): DeviceCategory {
  const info = readObject(deviceInfo);
  if (!info) return 'unknown';
  for (const key of ['deviceType', 'device_type', 'type', 'device']) {
    const named = normalise(info[key]);
    if (named) return named;
  }
  const agent =
    typeof info.userAgent === 'string'
      ? info.userAgent
      : typeof info.user_agent === 'string'
        ? info.user_agent
        : '';
  if (/iPad|Tablet/i.test(agent)) return 'tablet';
  if (/Mobi|Android|iPhone/i.test(agent)) return 'mobile';
  const width = Number(info.screenWidth ?? info.screen_width ?? info.width);
  if (Number.isFinite(width) && width > 0) {
    if (width <= MOBILE_MAX_WIDTH) return 'mobile';
    return width <= TABLET_MAX_WIDTH ? 'tablet' : 'desktop';
  }
  if (agent) return 'desktop';
  return 'unknown';
}

function normalise(value: unknown): DeviceCategory | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.toLowerCase();
  if (['mobile', 'phone', 'smartphone', 'celular'].includes(text)) return 'mobile';
  if (text === 'tablet') return 'tablet';
  if (['desktop', 'computer', 'computador'].includes(text)) return 'desktop';
  return undefined;
}

function readObject(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A URL's path ('/obrigado'), or the text as it came when it is not a URL. */
export function pagePath(url: string): string {
  try {
    return new URL(url, 'https://funil.invalid').pathname;
  } catch {
    return url;
  }
}

/** What staff recognise a clicked element by: its id, else its text, else its kind. */
export function clickTarget(click: Click): string {
  return click.elementId || click.elementText.trim() || click.elementType || '(sem identificação)';
}

export function behaviourEntries(
  leadId: string,
  device: DeviceCategory,
  clicks: readonly Click[],
  pageViews: readonly PageView[],
): BehaviourEntry[] {
  return [
    ...clicks.map((click, seq) => ({
      lead_id: leadId,
      kind: 'click' as const,
      seq,
      target: clickTarget(click),
      page: pagePath(click.path),
      time_spent_ms: 0,
      device,
      occurred_at: new Date(click.timestamp).toISOString(),
    })),
    ...pageViews.map((view, seq) => ({
      lead_id: leadId,
      kind: 'page_view' as const,
      seq,
      target: pagePath(view.url),
      page: pagePath(view.url),
      time_spent_ms: Math.round(view.timeSpent),
      device,
      occurred_at: new Date(view.timestamp).toISOString(),
    })),
  ];
}
