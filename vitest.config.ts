import { defineConfig } from 'vitest/config';

// One run for every package's unit tests; each package names its own environment.
export default defineConfig({
  test: { projects: ['core', 'host-site', 'server', 'testkit', 'widgets'] },
});
