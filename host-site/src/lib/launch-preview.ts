// A launch's preview for staff (issue 29): a public page opened with ?previa=<launch id> reads what
// that launch's pages would show (/api/admin/launches/:id/preview) instead of the site's current
// launch, but only when a staff session answers for it; anyone else gets the current launch as usual.
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { primeLaunchSettings } from '@funil/widgets/react';
import { requestJson } from './http.ts';

/** The query parameter the launch editor's "Pré-visualizar" opens the pages with. */
export const PREVIEW_PARAM = 'previa';

const LAUNCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The launch being previewed on this page, once staff's session let it be read. */
let previewing: string | null = null;

/** The launch id a page's address asks to preview, if it names one ('?previa=…'). */
export function requestedPreview(search: string): string | null {
  const id = new URLSearchParams(search).get(PREVIEW_PARAM)?.trim() ?? '';
  return LAUNCH_ID.test(id) ? id.toLowerCase() : null;
}

/**
 * Reads the launch's preview and hands it to every page and widget on this page, before they ask
 * for the current launch. Without a staff session (or for a launch that does not exist) it leaves
 * the page alone: the current launch loads as for any visitor. Never rejects.
 */
export async function startLaunchPreview(id: string, fetcher?: typeof fetch): Promise<boolean> {
  try {
    const settings = await requestJson<PublicLaunchSettings>(
      `/api/admin/launches/${encodeURIComponent(id)}/preview`,
      fetcher ? { fetch: fetcher } : {},
    );
    primeLaunchSettings('', settings);
    previewing = id;
    return true;
  } catch {
    return false;
  }
}

/** The launch this page previews, or null for the site's current launch (every visitor). */
export function previewedLaunch(): string | null {
  return previewing;
}

/** Tests start each case on the current launch. */
export function forgetLaunchPreview(): void {
  previewing = null;
}
