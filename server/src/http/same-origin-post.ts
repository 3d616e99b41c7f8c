// Whether a browser POST came from a page of this site: a cross-site form can post anywhere, but it
// cannot hide where it came from (browsers set Origin and Sec-Fetch-Site themselves).
import type { Context } from 'hono';

/**
 * True when the request says it came from this site: Sec-Fetch-Site, when sent, is 'same-origin',
 * and Origin, when sent, is the request's own origin or the public one. A request with neither
 * header proves nothing and is refused too.
 */
export function isSameOriginPost(c: Context, publicSiteOrigin: string | undefined): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return fetchSite === 'same-origin';
  return origin === new URL(c.req.url).origin || origin === publicSiteOrigin;
}
