// One short name for "the launch as the public sees it now": it changes whenever staff save or
// publish anything a page shows, so rendered pages and the preview image are cached under it.
import { createHash } from 'node:crypto';
import { type LaunchSettings, publicLaunchSettings } from '@funil/core/launch-settings';

export function launchVersion(settings: LaunchSettings): string {
  const shown = JSON.stringify(publicLaunchSettings(settings));
  return createHash('sha256').update(shown).digest('base64url').slice(0, 16);
}
