// What a partner's own script hears through window.Funil.on: the widget events, as `name id`.
import type { Page } from '@playwright/test';

type FunilOn = { on(event: string, callback: (detail: { id?: string }) => void): () => void };
type RecordingWindow = Window & { Funil?: FunilOn; funilEvents?: string[] };

export const LEAD_EVENT_NAMES = ['lead-captured', 'lead-completed'] as const;

/** Starts listening as a partner's script would, once the loader has defined window.Funil. */
export async function recordFunilEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.waitForFunction(() => typeof (window as RecordingWindow).Funil?.on === 'function');
  await page.evaluate((names) => {
    const page = window as RecordingWindow;
    const heard: string[] = [];
    page.funilEvents = heard;
    for (const name of names) page.Funil?.on(name, (detail) => heard.push(`${name} ${detail.id}`));
  }, LEAD_EVENT_NAMES);
  return () => page.evaluate(() => [...((window as RecordingWindow).funilEvents ?? [])]);
}
