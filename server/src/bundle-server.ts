// Bundles the server and @funil/core's TypeScript into plain-JS files that `pnpm start` runs with
// plain node (dist/index.js, and dist/og-image-draw.js, the preview image's drawing process): a
// TypeScript loader in production cost ~65 MB of resident memory at start.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/**
 * Node flags of the production server, the same as package.json's start script: V8 would let the
 * old generation grow to a quarter of the machine's memory before collecting in earnest; 128 MB
 * holds the server's working set (tens of MB) with room, and keeps its RSS near the 200 MB budget.
 * Source maps make a logged stack trace point at the TypeScript lines.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=128', '--enable-source-maps'];

const ENTRY = fileURLToPath(new URL('index.ts', import.meta.url));
/** The launch's preview image is drawn by a process of its own (http/og-image.ts starts it). */
const OG_IMAGE_DRAW_ENTRY = fileURLToPath(new URL('http/og-image-draw.ts', import.meta.url));
const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));

/** npm dependencies stay in node_modules (native addons, pino's workers); workspace sources are bundled. */
function externalDependencies(): string[] {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { dependencies: Record<string, string> };
  return Object.entries(pkg.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
}

export async function bundleServer(): Promise<string> {
  await build({
    entryPoints: [ENTRY, OG_IMAGE_DRAW_ENTRY],
    // dist/index.js and dist/og-image-draw.js.
    outdir: dirname(SERVER_BUNDLE),
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: externalDependencies(),
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
