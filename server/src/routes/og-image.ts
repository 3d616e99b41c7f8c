// GET /og/{version}.png: the current launch's link preview image (issue 32), the og:image of every
// public page. The address names the launch's version (core's ogImagePath), so the picture is
// cached for a year: staff saving a new headline make a new version, which pages name instead.
// A crawler holding an older or unknown address is sent to the current one, briefly cached, so a
// link shared before the change still shows a picture.
import { publicLaunchSettings } from '@funil/core/launch-settings';
import { ogImagePath } from '@funil/core/og-image';
import { Hono } from 'hono';
import { launchVersion } from '../domain/launch-version.ts';
import { ogCardOf } from '../domain/og-card.ts';
import type { LaunchSettingsReader } from '../domain/ports/launch-settings.ts';
import type { OgImages } from '../http/og-image.ts';

export const OG_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The redirect from an old version: short, since the current one moves when staff publish. */
export const OG_IMAGE_REDIRECT_CACHE_CONTROL = 'public, max-age=60';

export function ogImageRoutes(deps: { store: LaunchSettingsReader; images: OgImages }): Hono {
  // Only what could be a version's address: anything else is the app's JSON 404, never a redirect.
  return new Hono().get('/:file{[A-Za-z0-9_-]+\\.png}', async (c) => {
    const { settings } = await deps.store.read();
    const version = launchVersion(settings);
    const current = ogImagePath(version);
    if (c.req.path !== current) {
      c.header('cache-control', OG_IMAGE_REDIRECT_CACHE_CONTROL);
      return c.redirect(current, 302);
    }
    const png = await deps.images.png(version, () => ogCardOf(publicLaunchSettings(settings)));
    return c.body(png, 200, {
      'content-type': 'image/png',
      'cache-control': OG_IMAGE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
  });
}
