// GET /api/image-proxy?url=: profile pictures through our origin, or our fallback picture.
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { FALLBACK_IMAGE_SVG, FALLBACK_IMAGE_TYPE } from '../http/fallback-image.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';
import { fetchImage, type ImageFetchPolicy, type ImageFetchResult } from '../http/safe-image-fetch.ts';

export interface ImageProxyRoutesDeps {
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  policy: ImageFetchPolicy;
  logger: Pick<Logger, 'info'>;
  /** Pictures one IP address may load per minute. */
  requestsPerMinute: number;
  /** Upstream fetches at once, across all callers; each may hold up to 5 MiB. */
  maxConcurrent?: number;
}

export const IMAGE_MAX_CONCURRENT_FETCHES = 16;

export const IMAGE_CACHE_CONTROL = {
  /** CDN picture URLs are signed and change when the picture does. */
  image: 'public, max-age=86400',
  /** A failure may be passing; try again soon. */
  fallback: 'public, max-age=300',
} as const;

/** Names why the fallback was served, for tests and for anyone reading the network panel. */
export const FALLBACK_HEADER = 'X-Image-Fallback';

// Even our own picture gets no scripts, styles or plugins if opened as a document.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function imageProxyRoutes(deps: ImageProxyRoutesDeps): Hono {
  let active = 0;
  return new Hono().get(
    '/',
    perIpRateLimit({
      store: deps.limits,
      name: 'imagens-do-instagram',
      points: deps.requestsPerMinute,
      windowSeconds: 60,
      code: 'instagram_rate_limited',
    }),
    async (c) => {
      const url = c.req.query('url') ?? '';
      let result: ImageFetchResult;
      if (active >= (deps.maxConcurrent ?? IMAGE_MAX_CONCURRENT_FETCHES)) {
        result = { ok: false, refusal: 'busy' };
      } else {
        active++;
        try {
          result = await fetchImage(url, deps.policy);
        } finally {
          active--;
        }
      }
      c.header('Content-Security-Policy', IMAGE_CSP);
      if (result.ok) {
        c.header('Content-Type', result.contentType);
        c.header('Cache-Control', IMAGE_CACHE_CONTROL.image);
        return c.body(new Uint8Array(result.body));
      }
      deps.logger.info(
        { refusal: result.refusal, detail: result.detail, url },
        'Imagem recusada; usando a padrão',
      );
      c.header('Content-Type', FALLBACK_IMAGE_TYPE);
      c.header('Cache-Control', IMAGE_CACHE_CONTROL.fallback);
      c.header(FALLBACK_HEADER, result.refusal);
      return c.body(FALLBACK_IMAGE_SVG);
    },
  );
}
