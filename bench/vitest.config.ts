// The bench's own helpers (the admin dataset) have unit tests; the benchmarks themselves are run by hand.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['*.test.ts'] },
});
