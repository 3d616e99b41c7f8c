// The test kit's own tests (its datasets, and the rules that keep test support out of production
// sources) run in plain Node, like the server's.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'testkit', environment: 'node' },
});
