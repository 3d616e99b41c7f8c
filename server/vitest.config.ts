// The server's unit tests run in plain Node, against real SQLite databases.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'server', environment: 'node' },
});
