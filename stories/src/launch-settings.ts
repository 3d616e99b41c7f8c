// Storybook has no Funil server: the widgets get the spec's launch (the seeded defaults) handed over,
// so their stories show the prices and the free call a fresh install shows.
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { primeLaunchSettings } from '@funil/widgets/react';

primeLaunchSettings('', publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS));

/** An API base with no server behind it: the widgets' states without the launch settings. */
export const UNREACHABLE_API = 'https://funil.invalid';
