// The launch's link preview image, drawn once per launch version and kept (issue 32). Drawing takes
// a process of its own (og-image-draw.ts, about a second): a crowd of crawlers asking at once waits on
// the one drawing, and the server's memory never holds the drawing libraries (decision 0043).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { OgCard } from '../domain/og-card.ts';

/** A PNG's bytes. */
export type Png = Uint8Array<ArrayBuffer>;

/** A drawing that takes longer is stuck: the process is ended and the next ask draws again. */
const DRAW_TIMEOUT_MS = 30_000;

/**
 * How to start the drawing process: the bundled server (dist/index.js) runs dist/og-image-draw.js
 * with plain node; from the sources (tests, `pnpm dev`) the .ts file runs through tsx's loader.
 */
function drawCommand(): string[] {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return [fileURLToPath(new URL('./og-image-draw.js', here))];
  const tsx = createRequire(here).resolve('tsx');
  return ['--import', tsx, fileURLToPath(new URL('./og-image-draw.ts', here))];
}

/** The card as a 1200×630 PNG, drawn by a process of its own that ends with the drawing. */
export function drawOgImage(card: OgCard): Promise<Png> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, drawCommand(), {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: DRAW_TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) {
        resolve(new Uint8Array(Buffer.concat(out)));
        return;
      }
      const why = Buffer.concat(err).toString('utf8').trim().slice(-2_000);
      reject(new Error(`O desenho da imagem de prévia falhou (${signal ?? `código ${code}`}): ${why}`));
    });
    child.stdin.end(JSON.stringify(card));
  });
}

export interface OgImages {
  /** The PNG of `version`, drawn from `card` the first time it is asked for; kept after. */
  png(version: string, card: () => OgCard): Promise<Png>;
}

/**
 * The pictures of the last `keep` versions (the current one, and the one before while pages that name
 * it are still around). Concurrent asks for a version not drawn yet share one drawing.
 */
export function ogImages(options: { keep?: number; draw?: (card: OgCard) => Promise<Png> } = {}): OgImages {
  const draw = options.draw ?? drawOgImage;
  const cache = new LRUCache<string, Png, () => OgCard>({
    max: options.keep ?? 2,
    fetchMethod: (_version, _stale, { context }) => draw(context()),
  });
  return {
    async png(version, card) {
      const png = await cache.fetch(version, { context: card });
      if (png === undefined) throw new Error(`A imagem de prévia da versão ${version} não foi desenhada`);
      return png;
    },
  };
}
