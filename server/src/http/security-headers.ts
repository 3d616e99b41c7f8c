// Security headers for every answer: a Content-Security-Policy with a fresh nonce on our pages, and
// the cross-origin loosening only where partner pages must load our files.
import { isStaffPath } from '@funil/core/routes';
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { isAdminApiPath } from './public-cors.ts';

/** Hono does not export the type of its CSP option. */
type ContentSecurityPolicyOptions = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;

/** The pixel ids of the launch settings (core/src/launch-settings.ts, `tracking`). */
export interface PixelIds {
  metaPixelId: string | null;
  tiktokPixelId: string | null;
  analyticsId: string | null;
}

export interface SecurityHeadersOptions {
  /** Sources ('sha256-…') of the sandbox pages' own inline style, which is the same on every page. */
  sandboxStyleHashes?: readonly string[];
  /**
   * The pixel ids staff configured, read for each page of the public site: only a configured pixel's
   * origins are allowed, and only there (never on staff pages, the sandbox or the API).
   */
  pixelIds?: () => Promise<PixelIds>;
}

/**
 * The site and the staff area are one Vite build: its scripts, styles and chunks come from this
 * origin (their tags carry the nonce too, static-files.ts puts it in); nothing inline runs without
 * the nonce. The widgets style themselves with adopted stylesheets, which style-src does not
 * govern; profile pictures come through /api/image-proxy.
 */
const PAGE_POLICY: ContentSecurityPolicyOptions = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", NONCE],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

type Sources = { script: string[]; connect: string[]; img: string[] };

/**
 * What each pixel's own code loads and where it sends its hits, by the vendors' published CSP
 * guidance: the script host, and the hosts its beacons (fetch, sendBeacon, image pings) reach.
 */
const PIXEL_SOURCES: Record<keyof PixelIds, Sources> = {
  // fbevents.js, then /signals/config/<id> from the same host; hits go to www.facebook.com/tr.
  metaPixelId: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  // events.js and its SDK files, and the hits, all on analytics.tiktok.com.
  tiktokPixelId: {
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
  },
  // Google's GA4 policy (without Google Signals): gtag.js on googletagmanager, hits on the
  // regional *.google-analytics.com and *.analytics.google.com hosts.
  analyticsId: {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
};

const PIXELS = Object.keys(PIXEL_SOURCES) as (keyof PixelIds)[];

/** The site's policy with the origins of the configured pixels added, and nothing else changed. */
export function sitePolicyWithPixels(configured: readonly (keyof PixelIds)[]): ContentSecurityPolicyOptions {
  const add = (base: readonly string[] | undefined, kind: keyof Sources) => [
    ...(base as string[]),
    ...PIXELS.filter((pixel) => configured.includes(pixel)).flatMap((pixel) => PIXEL_SOURCES[pixel][kind]),
  ];
  return {
    ...PAGE_POLICY,
    scriptSrc: add(PAGE_POLICY.scriptSrc as string[], 'script'),
    connectSrc: add(PAGE_POLICY.connectSrc as string[], 'connect'),
    imgSrc: add(PAGE_POLICY.imgSrc as string[], 'img'),
  };
}

/** A page of the site, not one of its files (scripts, styles, images carry an extension). */
const isSitePage = (path: string) =>
  !path.startsWith('/assets/') && (path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path));

/** Staff screens show personal data: no page anywhere may frame them (clickjacking). */
const STAFF_POLICY: ContentSecurityPolicyOptions = { ...PAGE_POLICY, frameAncestors: ["'none'"] };

/**
 * The sandbox checkout's forms end in a redirect to the checkout's callback page, on whichever site
 * opened it, and Chromium checks form-action against redirects: no form-action there (its forms post
 * to this origin only).
 */
const { formAction: _, ...SANDBOX_BASE } = PAGE_POLICY;

/** JSON and pictures: nothing to load, nothing to run, even when opened on their own. */
const API_POLICY: ContentSecurityPolicyOptions = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

export type HeaderArea = 'embed' | 'public-api' | 'staff-api' | 'staff' | 'sandbox' | 'site';

export function headerArea(path: string): HeaderArea {
  if (path === '/embed.js' || path.startsWith('/embed/')) return 'embed';
  if (isAdminApiPath(path)) return 'staff-api';
  // The launch's preview image (core's ogImagePath) is a picture other sites show, as the API's are.
  if (path.startsWith('/api/') || path.startsWith('/og/')) return 'public-api';
  if (path.startsWith('/sandbox/')) return 'sandbox';
  return isStaffPath(path) ? 'staff' : 'site';
}

export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const byArea: Record<HeaderArea, MiddlewareHandler> = {
    // Partner pages load embed.js and its chunks with script tags and import(): a script, not a page.
    embed: secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }),
    // Partner pages call the public API and show its pictures.
    'public-api': secureHeaders({
      crossOriginResourcePolicy: 'cross-origin',
      contentSecurityPolicy: API_POLICY,
    }),
    'staff-api': secureHeaders({ xFrameOptions: 'DENY', contentSecurityPolicy: API_POLICY }),
    staff: secureHeaders({ xFrameOptions: 'DENY', contentSecurityPolicy: STAFF_POLICY }),
    sandbox: secureHeaders({
      xFrameOptions: 'DENY',
      contentSecurityPolicy: {
        ...SANDBOX_BASE,
        styleSrc: ["'self'", NONCE, ...(options.sandboxStyleHashes ?? [])],
        frameAncestors: ["'none'"],
      },
    }),
    site: secureHeaders({ contentSecurityPolicy: PAGE_POLICY }),
  };
  // One middleware per set of configured pixels (eight at most), built on first use.
  const withPixels = new Map<string, MiddlewareHandler>();
  const sitePage = async (c: Context, next: () => Promise<void>) => {
    let configured: (keyof PixelIds)[] = [];
    try {
      const ids = (await options.pixelIds?.()) ?? null;
      configured = PIXELS.filter((pixel) => ids?.[pixel]);
    } catch {
      // Settings that cannot be read load no pixel: the page keeps the strict policy.
    }
    if (configured.length === 0) return byArea.site(c, next);
    const key = configured.join(',');
    let handler = withPixels.get(key);
    if (!handler) {
      handler = secureHeaders({ contentSecurityPolicy: sitePolicyWithPixels(configured) });
      withPixels.set(key, handler);
    }
    return handler(c, next);
  };
  return (c, next) => {
    const area = headerArea(c.req.path);
    if (area === 'site' && options.pixelIds && isSitePage(c.req.path)) return sitePage(c, next);
    return byArea[area](c, next);
  };
}

/** The nonce of this response's policy, for a page that puts it on its own tags. */
export function cspNonce(c: Context): string {
  const nonce = c.get('secureHeadersNonce');
  if (nonce === undefined) throw new Error('securityHeaders() precisa vir antes das páginas');
  return nonce;
}
