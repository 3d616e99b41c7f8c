// GET /api/launch-settings: what public pages and widgets show of the launch (dates, prices, links,
// pixel ids), never who edited it. Cached briefly and revalidated by ETag, so a saved change shows
// within the max-age without every page view reading the database.
import { createHash } from 'node:crypto';
import { publicLaunchSettings } from '@funil/core/launch-settings';
import { Hono } from 'hono';
import type { LaunchSettingsReader } from '../domain/ports/launch-settings.ts';

export const LAUNCH_SETTINGS_CACHE_CONTROL = 'public, max-age=30';

export function launchSettingsRoutes(deps: { store: LaunchSettingsReader }): Hono {
  return new Hono().get('/', async (c) => {
    const { settings } = await deps.store.read();
    const body = JSON.stringify(publicLaunchSettings(settings));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    c.header('cache-control', LAUNCH_SETTINGS_CACHE_CONTROL);
    c.header('etag', etag);
    const asked = c.req.header('if-none-match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
}
