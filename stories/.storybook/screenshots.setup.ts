// The Vitest run's part of each story's test (preview.tsx calls it after the play function and the
// a11y check): no request got past the network stub, and the page matches its baseline screenshot.
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    watchNetwork(): Promise<void>;
    takeLeakedRequests(): Promise<string[]>;
  }
}

await commands.watchNetwork();

// The capture is the body, at least a screen tall: a modal (in the top layer) shows over the page as
// a visitor sees it, and a long page is taken whole.
const screen = document.createElement('style');
screen.textContent = 'body { min-height: 100vh; margin: 0; }';
document.head.append(screen);

globalThis.funilStoryCaptured = async (storyId) => {
  await document.fonts.ready;
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(`${storyId}--${window.innerWidth}`);
  // After the capture, by when the page has asked for everything it shows.
  expect(await commands.takeLeakedRequests(), 'requests past the network stub').toEqual([]);
};
