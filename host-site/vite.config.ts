// Builds the public site; in development /api goes to the server on 8787.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8787', '/embed.js': 'http://localhost:8787' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
