// Test setup: jest-dom matchers, fake clocks user-event can live with, a clean DOM and storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only advances a fake clock it takes for Jest's; without this shim every
// user-event call waits forever for a setTimeout(0) once a test calls vi.useFakeTimers().
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
