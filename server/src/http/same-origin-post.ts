// Whether a browser POST came from a page of this site: a cross-site form can post anywhere, but it
// cannot hide where it came from (browsers set Origin and Sec-Fetch-Site themselves).
import type { Context } from 'hono';

/**
 * True when the request says it came from this site. Sec-Fetch-Site, which every current browser
 * sends, decides when present: 'same-origin' only. Without it, Origin must be the request's own or
 * the public one. A request with neither header proves nothing and is refused too.
 */
export function isSameOriginPost(c: Context, publicSiteOrigin: string | undefined): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const ours = (value: string) => value === new URL(c.req.url).origin || value === publicSiteOrigin;
  if (fetchSite !== undefined) {
    // Under our Referrer-Policy (no-referrer) a browser posts `Origin: null` even to its own site.
    return fetchSite === 'same-origin' && (origin === undefined || origin === 'null' || ours(origin));
  }
  return origin !== undefined && ours(origin);
}
