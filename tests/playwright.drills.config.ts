// The browser drill (issue 8): real Chromium against a server the drill itself stops and starts.
import { defineConfig } from '@playwright/test';
import { chromiumProject } from './support/chromium-project.ts';

export default defineConfig({
  testDir: './drills',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 240_000,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [chromiumProject],
});
