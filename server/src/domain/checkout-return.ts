// Where a cancelled checkout sends the buyer back: the page the browser named only when it is on this
// site or on an active partner's registered site; anything else would make our checkout an open
// redirect, so it becomes the site's own cancel page (docs/decisions/0020).
import type { ReturnOrigins } from './ports/checkouts.ts';

export const CANCELLED_PAGE_PATH = '/pagamento/cancelado';

export type CheckoutReturn = { url: string; replaced: false } | { url: string; replaced: true };

export async function checkoutReturnUrl(
  origins: ReturnOrigins,
  requested: string,
  siteOrigin: string,
  leadId: string | undefined,
): Promise<CheckoutReturn> {
  const origin = URL.canParse(requested) ? new URL(requested).origin : 'null';
  if (
    origin === new URL(siteOrigin).origin ||
    (origin !== 'null' && (await origins.isActivePartnerOrigin(origin)))
  ) {
    return { url: requested, replaced: false };
  }
  const query = leadId ? `?${new URLSearchParams({ lead: leadId })}` : '';
  return { url: `${siteOrigin}${CANCELLED_PAGE_PATH}${query}`, replaced: true };
}
