// Unit tests of the widgets: real React in happy-dom (the Preact delivery is checked in e2e).
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Requests resolve '/api/...' against the page, so the page needs a real origin.
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
  },
});
