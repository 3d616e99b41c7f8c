// Tests only: the public launch settings (GET /api/launch-settings) as the server answers them, at the
// spec's defaults or with what staff changed.
import {
  DEFAULT_LAUNCH_SETTINGS,
  type LaunchSettings,
  type PublicLaunchSettings,
  publicLaunchSettings,
} from '@funil/core/launch-settings';

export type TestLaunchTexts = {
  [Group in keyof LaunchSettings['texts']]?: Partial<LaunchSettings['texts'][Group]>;
};

type Changes = { [Group in Exclude<keyof LaunchSettings, 'texts'>]?: Partial<LaunchSettings[Group]> } & {
  /** Staff's words for some texts (the others stay the template's). */
  texts?: TestLaunchTexts;
};

export function testLaunchSettings({ texts = {}, ...changes }: Changes = {}): PublicLaunchSettings {
  const settings = structuredClone(DEFAULT_LAUNCH_SETTINGS) as Record<string, unknown>;
  for (const [group, values] of Object.entries(changes)) {
    const current = settings[group];
    settings[group] =
      typeof current === 'object' && current !== null
        ? { ...(current as object), ...(values as object) }
        : values;
  }
  const saved = settings.texts as Record<string, object>;
  for (const [group, values] of Object.entries(texts)) saved[group] = { ...saved[group], ...values };
  return publicLaunchSettings(settings as LaunchSettings);
}

export const isLaunchSettingsRequest = (input: Request | string | URL) =>
  new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href).pathname ===
  '/api/launch-settings';
