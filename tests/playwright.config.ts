// End-to-end tests in Debian's Chromium against the built product on a fresh database.
import { defineConfig } from '@playwright/test';
import { chromiumProject } from './support/chromium-project.ts';
import { DATABASE_PATH, PARTNER_ORIGIN, SERVER_ORIGIN, SERVER_PORT, WEBHOOK_TOKEN } from './support/env.ts';

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: { baseURL: SERVER_ORIGIN, trace: 'retain-on-failure' },
  projects: [
    // The WhatsApp queue spec reads the whole send queue: it runs first, on the fresh database, before
    // the other specs' leads fill the queue at night (the sandbox lists the first 50 to go).
    { ...chromiumProject, name: 'fresh-queue', testMatch: /whatsapp-queue\.spec\.ts$/ },
    { ...chromiumProject, testIgnore: /whatsapp-queue\.spec\.ts$/, dependencies: ['fresh-queue'] },
  ],
  webServer: [
    {
      command: `rm -f "${DATABASE_PATH}" "${DATABASE_PATH}-wal" "${DATABASE_PATH}-shm" && tsx ../server/src/index.ts`,
      url: `${SERVER_ORIGIN}/api/ping`,
      env: {
        PORT: String(SERVER_PORT),
        DATABASE_PATH,
        LOG_LEVEL: 'warn',
        ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
        // Every spec browses from one address; the per-IP write limit is tested in the server's own tests.
        RATE_LIMIT_PUBLIC_WRITES: '100000',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'tsx support/serve-fixtures.ts',
      url: `${PARTNER_ORIGIN}/partner-page.html`,
      reuseExistingServer: false,
    },
  ],
});
