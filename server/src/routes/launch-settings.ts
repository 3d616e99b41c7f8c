// GET /api/launch-settings: what public pages and widgets show of the current launch (dates, prices,
// links, pixel ids), or of a published one named by ?launch=slug (a partner's data-launch); never who
// edited it, never a draft. Cached briefly and revalidated by ETag, so a saved change shows within the
// max-age without every page view reading the database.
import { createHash } from 'node:crypto';
import { publicLaunchSettings } from '@funil/core/launch-settings';
import { launchSlugSchema } from '@funil/core/launches';
import { Hono } from 'hono';
import type { LaunchSettingsReader } from '../domain/ports/launch-settings.ts';
import { errorResponse } from '../http/errors.ts';

export const LAUNCH_SETTINGS_CACHE_CONTROL = 'public, max-age=30';

export function launchSettingsRoutes(deps: { store: LaunchSettingsReader }): Hono {
  return new Hono().get('/', async (c) => {
    const slug = c.req.query('launch');
    const stored =
      slug === undefined
        ? await deps.store.read()
        : launchSlugSchema.safeParse(slug).success
          ? await deps.store.readPublished(slug)
          : undefined;
    if (!stored) return errorResponse(c, 404, 'launch_not_found');
    const { settings } = stored;
    const body = JSON.stringify(publicLaunchSettings(settings));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    c.header('cache-control', LAUNCH_SETTINGS_CACHE_CONTROL);
    c.header('etag', etag);
    const asked = c.req.header('if-none-match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
}
