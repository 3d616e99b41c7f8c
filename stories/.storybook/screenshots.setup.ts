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

// The capture is the screen as a visitor sees it at this width: a transparent frame over the whole
// viewport (a modal in the top layer shows over the page; a long page is taken at its top), so
// every capture of a story has the same size.
const frame = document.createElement('div');
frame.setAttribute('aria-hidden', 'true');
frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';

globalThis.funilStoryCaptured = async (storyId) => {
  await document.fonts.ready;
  window.scrollTo(0, 0);
  document.body.append(frame);
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${storyId}--${window.innerWidth}`);
  frame.remove();
  // After the capture, by when the page has asked for everything it shows.
  expect(await commands.takeLeakedRequests(), 'requests past the network stub').toEqual([]);
};
