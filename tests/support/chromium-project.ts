// Debian's Chromium as every Playwright run here drives it: the e2e specs and the browser drill.
import type { Project } from '@playwright/test';
import { CHROMIUM_PATH } from './env.ts';

export const chromiumProject: Project = {
  name: 'chromium',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
};
