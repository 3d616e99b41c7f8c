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

export interface SecurityHeadersOptions {
  /** Sources ('sha256-…') of the sandbox pages' own inline style, which is the same on every page. */
  sandboxStyleHashes?: readonly string[];
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
  if (path.startsWith('/api/')) return 'public-api';
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
  return (c, next) => byArea[headerArea(c.req.path)](c, next);
}

/** The nonce of this response's policy, for a page that puts it on its own tags. */
export function cspNonce(c: Context): string {
  const nonce = c.get('secureHeadersNonce');
  if (nonce === undefined) throw new Error('securityHeaders() precisa vir antes das páginas');
  return nonce;
}
