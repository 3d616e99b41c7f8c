// The built site and the embed script, served from folders that may not exist until a build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '@funil/core/csp';
import { isKnownPagePath } from '@funil/core/public-routes';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Handler, MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';
import { notFoundHtml } from './not-found-page.ts';
import { withPublicSite } from './public-site-meta.ts';
import { cspNonce } from './security-headers.ts';

export const CACHE_CONTROL = {
  /** embed.js keeps its name across releases, so partner pages pick up a fix within minutes. */
  embed: 'public, max-age=300',
  /** Vite puts a content hash in every /assets/ file name. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed files: always ask whether it changed. */
  page: 'no-cache',
  other: 'public, max-age=3600',
} as const;

/**
 * Serves the file at the request's path under root (serveStatic refuses '..' and encoded
 * separators); a missing file falls through to the next handler. Pages never come from here
 * (a folder's path would be its index.html): they need this response's nonce, see spaFallback.
 */
export function filesFrom(root: string, cacheControl: (contentType: string) => string): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (c.req.path.endsWith('/') || c.req.path.endsWith('.html')) return next();
    // Created once the folder exists: the site may be built while the server runs, and
    // serveStatic complains on the console about a missing root.
    serve ??= existsSync(root) ? serveStatic({ root }) : undefined;
    if (!serve) return next();
    let missing = false;
    const res = await serve(c, async () => {
      missing = true;
    });
    if (missing || !res) return next();
    res.headers.set('Cache-Control', cacheControl(res.headers.get('Content-Type') ?? ''));
    return res;
  };
}

export function siteCacheControl(contentType: string): string {
  return contentType.startsWith('text/html') ? CACHE_CONTROL.page : CACHE_CONTROL.other;
}

/**
 * Every page of the shared route list gets index.html and the React router renders it; any other
 * path gets the same file with the not-found page written in, and a 404 (core's public-routes.ts).
 * The file is read on each request so a rebuild needs no restart; it is a few hundred bytes. The
 * build marks where the nonce goes (its script and style tags, and the csp-nonce meta Vite's
 * loader reads for the chunks it adds): each answer gets the nonce of its own policy. With
 * PUBLIC_SITE_URL set, the page is told the site's public address (public-site-meta.ts).
 */
export function spaFallback(siteDir: string | undefined, publicSiteUrl?: string): Handler {
  return async (c) => {
    const html = siteDir === undefined ? undefined : await readIfPresent(join(siteDir, 'index.html'));
    if (html === undefined) return errorResponse(c, 503, 'site_not_built');
    c.header('Cache-Control', CACHE_CONTROL.page);
    const known = isKnownPagePath(c.req.path);
    const page = withPublicSite(known ? html : notFoundHtml(html), publicSiteUrl);
    return c.html(page.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(c)), known ? 200 : 404);
  };
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
