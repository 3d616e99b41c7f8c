// Builds the script-tag delivery with Preact standing in for React, in two passes:
//   `vite build --mode chunks` → dist/embed/<widget>.js, ES modules loaded on first use;
//   `vite build`               → dist/embed.js, the small classic-script loader (with the tracker);
// and, for React hosts, `vite build --mode react` → dist/react/: the React entry as an ES module
// with real React left to the host, and one .d.ts per source file (vite-plugin-dts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

// Aliases point at Preact's own folder: under pnpm, the libraries that import 'react' (the phone
// input, zustand) cannot resolve a bare 'preact/compat' from where they live.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/**
 * Each widget chunk exports the function the loader calls to define its element (lead-capture's
 * returns what draws the modal: the loader defines that element and draws its button itself);
 * partner holds what only some partner pages need (the data-share-events hand-off, the
 * unknown-partner warning).
 */
const WIDGET_CHUNKS = {
  'lead-capture': 'src/lead-capture/lead-modal-view.tsx',
  'exit-intent': 'src/exit-intent/exit-intent-element.tsx',
  payment: 'src/payment/payment-element.tsx',
  partner: 'src/loader/partner-chunk.ts',
};

/**
 * Code the lead modal shares with another widget goes into one chunk (other shared code is chunked as
 * usual): its gzip budget sums files, and one file compresses better than three, with one request
 * and a smaller import list in the loader.
 */
const leadModalShares = (
  id: string,
  chunking: { getModuleInfo(id: string): { importers: readonly string[] } | null },
) => {
  const entry = fileURLToPath(new URL(WIDGET_CHUNKS['lead-capture'], import.meta.url));
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (current === entry) return 'shared';
    for (const importer of chunking.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) seen.add(importer) && queue.push(importer);
    }
  }
  return null;
};

/** Beside dist/embed/, not in it: only the loader's build reads it, no browser does. */
const CHUNK_IMPORTS_FILE = 'dist/embed-chunk-imports.json';

/**
 * Writes each widget chunk's static imports, followed through the shared chunks, for the loader,
 * which then fetches them together with the chunk instead of one round trip later.
 */
const recordChunkImports = (): Plugin => ({
  name: 'funil-chunk-imports',
  writeBundle(_options, bundle) {
    const closure = (file: string, seen: Set<string>): string[] => {
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk') return [];
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        closure(imported, seen);
      }
      return [...seen];
    };
    const imports: Record<string, string[]> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const shared = closure(chunk.fileName, new Set());
      if (shared.length > 0) imports[chunk.name] = shared;
    }
    writeFileSync(CHUNK_IMPORTS_FILE, JSON.stringify(imports));
  },
});

function readChunkImports(): string {
  try {
    return readFileSync(CHUNK_IMPORTS_FILE, 'utf8');
  } catch {
    throw new Error(`${CHUNK_IMPORTS_FILE} is missing: build the chunks first (vite build --mode chunks)`);
  }
}

/**
 * The embed's phone input always has `smartCaret` (phone-field.tsx), so the library's other input,
 * which it picks at run time, is a stub there (src/lead-capture/input-basic-stub.ts).
 */
const noInputBasic = (): Plugin => ({
  name: 'funil-no-input-basic',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './InputBasic.js' && importer?.includes('react-phone-number-input')) {
      return fileURLToPath(new URL('src/lead-capture/input-basic-stub.ts', import.meta.url));
    }
    return null;
  },
});

/** The React delivery: declarations for the entry and what it reaches, none for tests. */
const reactBuild = defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: './tsconfig.react.json',
      entryRoot: 'src',
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/test-*.ts', 'src/embed.ts'],
    }),
  ],
  build: {
    outDir: 'dist/react',
    emptyOutDir: true,
    minify: false,
    lib: { entry: 'src/react.ts', formats: ['es'], fileName: () => 'react.js' },
    // Bare imports (React, @funil/core, the phone input...) stay imports: the host resolves them.
    rolldownOptions: { external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') },
  },
});

/** The script-tag delivery, in its two passes. */
const embedBuild = (mode: string) =>
  defineConfig({
    plugins: mode === 'chunks' ? [react(), noInputBasic(), recordChunkImports()] : [react()],
    resolve: {
      alias: [
        { find: /^react$/, replacement: join(preact, 'compat') },
        { find: /^react-dom$/, replacement: join(preact, 'compat') },
        { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
        { find: /^react\/jsx-runtime$/, replacement: join(preact, 'jsx-runtime') },
        { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'jsx-runtime') },
        // 0.5 KB of type checks production never runs (src/lib/prop-types-stub.ts).
        {
          find: /^prop-types$/,
          replacement: fileURLToPath(new URL('src/lib/prop-types-stub.ts', import.meta.url)),
        },
      ],
    },
    // Library mode leaves process.env alone, and prop-types and zustand read NODE_ENV at run time.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      ...(mode === 'chunks' ? {} : { FUNIL_CHUNK_IMPORTS: readChunkImports() }),
    },
    build:
      mode === 'chunks'
        ? {
            outDir: 'dist/embed',
            emptyOutDir: true,
            minify: true,
            // Not library mode: that one leaves ES output unminified for later bundlers, and no one
            // bundles these again; the loader imports them as they are.
            rolldownOptions: {
              input: WIDGET_CHUNKS,
              preserveEntrySignatures: 'exports-only',
              output: {
                format: 'es',
                entryFileNames: '[name].js',
                chunkFileNames: 'shared-[hash].js',
                codeSplitting: {
                  groups: [{ name: leadModalShares, minShareCount: 2 }],
                },
              },
            },
          }
        : {
            outDir: 'dist',
            // The chunks pass has already filled dist/embed/.
            emptyOutDir: false,
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

export default defineConfig(({ mode }) => (mode === 'react' ? reactBuild : embedBuild(mode)));
