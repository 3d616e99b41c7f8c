// Tests only: the public launch settings (GET /api/launch-settings) as the server answers them, at the
// spec's defaults or with what staff changed.
import {
  DEFAULT_LAUNCH_SETTINGS,
  type LaunchSettings,
  type PublicLaunchSettings,
  publicLaunchSettings,
} from '@funil/core/launch-settings';

type Changes = { [Group in keyof LaunchSettings]?: Partial<LaunchSettings[Group]> };

export function testLaunchSettings(changes: Changes = {}): PublicLaunchSettings {
  const settings = structuredClone(DEFAULT_LAUNCH_SETTINGS) as Record<string, unknown>;
  for (const [group, values] of Object.entries(changes)) {
    const current = settings[group];
    settings[group] =
      typeof current === 'object' && current !== null
        ? { ...(current as object), ...(values as object) }
        : values;
  }
  return publicLaunchSettings(settings as LaunchSettings);
}

export const isLaunchSettingsRequest = (input: Request | string | URL) =>
  new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href).pathname ===
  '/api/launch-settings';
