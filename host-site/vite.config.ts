// Builds the public site; in development /api goes to the server on 8787.
// The production build runs on Preact's React compatibility layer, like the embed: React DOM alone
// is about 60 KB gzip of the first download, Preact about 5 KB (the Lighthouse bench measures it).
// Run with `--configLoader runner` (package.json): this file imports core's TypeScript.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '@funil/core/csp';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Preact's own folder: under pnpm, the libraries that import 'react' (react-router, zustand, the
// phone input) cannot resolve a bare 'preact/compat' from where they live.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // The server puts each response's Content-Security-Policy nonce where this placeholder is.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react$/, replacement: join(preact, 'compat') },
            { find: /^react-dom$/, replacement: join(preact, 'compat') },
            { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
            { find: /^react\/jsx-runtime$/, replacement: join(preact, 'jsx-runtime') },
            { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'jsx-runtime') },
          ]
        : [],
  },
  server: { proxy: { '/api': 'http://localhost:8787', '/embed.js': 'http://localhost:8787' } },
  build: { outDir: 'dist', emptyOutDir: true },
}));
