// Every story as a test in Chromium, at 390 px and at 1280 px: its play function, its a11y check
// (axe, parameters.a11y.test = 'error') and a screenshot compared with the committed baseline in
// __screenshots__ (`pnpm test:stories --update` accepts intended changes).
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

/** The committed baselines, one PNG per story and width. */
const screenshots = fileURLToPath(new URL('__screenshots__', import.meta.url));
const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

/** Requests the page sent past the stub (another address, or the Funil API itself). */
const leaked: string[] = [];
const watched = new WeakSet<object>();

const isOutside = (address: string) => {
  const url = new URL(address);
  if (url.protocol === 'data:' || url.protocol === 'blob:') return false;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return !local || url.pathname.startsWith('/api/');
};

/** Starts listening to the page's requests (every frame) once per page. */
const watchNetwork: BrowserCommand<[]> = (context) => {
  const page = (context as unknown as { page: import('playwright').Page }).page;
  if (!watched.has(page)) {
    watched.add(page);
    page.on('request', (request) => {
      if (isOutside(request.url())) leaked.push(request.url());
    });
  }
};

/** The requests that got past the stub since the last call. */
const takeLeakedRequests: BrowserCommand<[], string[]> = () => leaked.splice(0);

/**
 * One project per width the product is designed for; every story runs in both. Storybook sizes the
 * frame from the story's viewport global, which preview.tsx starts at this project's one.
 */
const width = (name: string, viewport: 'phone' | 'desktop') => ({
  extends: true as const,
  test: {
    name,
    env: { STORYBOOK_VIEWPORT: viewport },
    browser: { instances: [{ browser: 'chromium' as const }] },
  },
});

export default defineConfig({
  // The screenshots are written under this folder; the stories read the workspace's packages.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  plugins: [storybookTest({ configDir, tags: { exclude: ['no-test'] } })],
  test: {
    projects: [width('phone-390', 'phone'), width('desktop-1280', 'desktop')],
    setupFiles: ['.storybook/screenshots.setup.ts'],
    testTimeout: 30_000,
    // The Storybook plugin turns writing off unless asked: the screenshots are files it writes
    // (the API listens on localhost only).
    api: { allowWrite: true },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // A page larger than both widths: the story's frame is never scaled down to fit.
        // Reduced motion: the pages' animated backgrounds hold still for the capture.
        contextOptions: { viewport: { width: 1440, height: 1000 }, reducedMotion: 'reduce' },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
          // Two Debian fonts and nothing else: the same glyphs on every machine (fonts.conf).
          env: {
            ...process.env,
            FONTCONFIG_FILE: fileURLToPath(new URL('.storybook/fonts.conf', import.meta.url)),
          },
        },
      }),
      commands: { watchNetwork, takeLeakedRequests },
      expect: {
        toMatchScreenshot: {
          // Any changed pixel fails (the fonts and the clock are fixed, so the same story draws the
          // same), but for the anti-aliased edge of a rounded corner, which the rasteriser may shade
          // a shade apart from one run to the next (pixelmatch leaves those out).
          comparatorName: 'pixelmatch',
          // Where things rest: no caret blinking, no animation caught half-way (shadow roots included).
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
          comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 0 },
          resolveScreenshotPath: ({ arg, ext }) => `${screenshots}/${arg}${ext}`,
        },
      },
    },
  },
});
