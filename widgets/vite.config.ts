// Builds the script-tag bundle: src/embed.ts with Preact standing in for React, as one dist/embed.js.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Aliases point at Preact's own folder: under pnpm, the libraries that import 'react' (the phone
// input, zustand) cannot resolve a bare 'preact/compat' from where they live.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: join(preact, 'compat') },
      { find: /^react-dom$/, replacement: join(preact, 'compat') },
      { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
      { find: /^react\/jsx-runtime$/, replacement: join(preact, 'jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'jsx-runtime') },
    ],
  },
  // Library mode leaves process.env alone, and prop-types and zustand read NODE_ENV at run time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: 'src/embed.ts',
      name: 'FunilEmbed',
      // IIFE, because document.currentScript (where data-api is read) is null in module scripts.
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
