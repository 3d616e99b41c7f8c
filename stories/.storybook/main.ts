// Storybook for the Funil widgets, the host site's pages and the staff screens: React and Vite,
// offline, no telemetry. The Vitest addon turns every story into a test (vitest.config.ts).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
