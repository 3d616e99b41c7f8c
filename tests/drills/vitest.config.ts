// The reliability drills (issue 8): each asserts that nothing was lost or doubled; none times anything.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'drills',
    root: import.meta.dirname,
    include: ['*.drill.test.ts'],
    environment: 'node',
    // Drills start and kill real servers: one file at a time keeps the two cores for them.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
