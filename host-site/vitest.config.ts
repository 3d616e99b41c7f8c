// Unit tests of the site's own code (hooks, link builders, a page's words) in happy-dom; pages are
// checked whole in e2e.
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'host-site',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
  },
});
