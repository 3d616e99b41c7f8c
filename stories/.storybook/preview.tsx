// What every story shares: the two widths the product is designed for (390 px phone, 1280 px
// desktop), a fixed clock, the network stub, the a11y check as a failing test, autodocs, and the
// widget props a designer has no use for (apiBase, nonce, tracker) kept out of the controls.
import type { Preview } from '@storybook/react-vite';
import { seedRandom } from './clock.ts';
import { type ApiRoutes, answerWith } from './network.ts';
import '../src/launch-settings.ts';

/** The screenshot hook the Vitest run installs (screenshots.setup.ts); absent in Storybook's UI. */
declare global {
  var funilStoryCaptured: ((storyId: string) => Promise<void>) | undefined;
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // The toolbar's two widths; the tests run every story at both (vitest.config.ts), so no story
    // picks one.
    viewport: {
      options: {
        phone: { name: 'Celular (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // An a11y violation fails the story's test (pnpm test:stories), not only the panel.
    a11y: { test: 'error' },
    controls: { expanded: true, exclude: ['apiBase', 'nonce', 'tracker', 'initialState', 'initialCheckout'] },
    docs: { codePanel: true },
  },
  // The test run's width (vitest.config.ts); in Storybook's UI the toolbar picks.
  ...(import.meta.env.STORYBOOK_VIEWPORT
    ? { initialGlobals: { viewport: { value: import.meta.env.STORYBOOK_VIEWPORT, isRotated: false } } }
    : {}),
  argTypes: {
    apiBase: { table: { disable: true } },
    nonce: { table: { disable: true } },
    tracker: { table: { disable: true } },
  },
  beforeEach({ parameters }) {
    answerWith(parameters.api as ApiRoutes | undefined);
    seedRandom();
    // Each story starts as a first visit: nothing saved by the story before.
    localStorage.clear();
    sessionStorage.clear();
  },
  async afterEach({ id }) {
    await globalThis.funilStoryCaptured?.(id);
  },
};

export default preview;
