// Prints the raw, gzip and brotli size of every file a browser downloads: the embed and the site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundles = [join(root, 'widgets/dist'), join(root, 'host-site/dist')];

function* scriptsAndStyles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* scriptsAndStyles(path);
    else if (/\.(js|css)$/.test(entry)) yield path;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('file'.padEnd(52), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const dir of bundles) {
  for (const path of scriptsAndStyles(dir)) {
    const bytes = readFileSync(path);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.log(
      relative(root, path).padEnd(52),
      kb(bytes.length).padStart(10),
      kb(gzip).padStart(10),
      kb(brotli).padStart(10),
    );
  }
}
