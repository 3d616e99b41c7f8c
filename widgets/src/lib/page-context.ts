// Where the visitor came from, as the lead save expects it (spec §3: utm_*, referrer, landing_page).

import { UTM_KEYS, type UtmKey } from '@funil/core/attribution-keys';

export { UTM_KEYS, type UtmKey };

export type PageContext = Partial<Record<UtmKey, string>> & {
  referrer: string;
  landing_page: string;
  /** The partner code; the server keeps it as the lead's partner_code when the partner is active. */
  partner?: string;
};

/**
 * Reads the UTM parameters of the page URL, the referrer and the page address. A partner code
 * (an embed's data-partner) stands in for utm_source when the URL names none, so leads from a
 * partner's own page are still credited to them.
 */
export function readPageContext(partner?: string): PageContext {
  const params = new URLSearchParams(location.search);
  const context: PageContext = { referrer: document.referrer, landing_page: location.href };
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) context[key] = value;
  }
  if (!context.utm_source && partner) context.utm_source = partner;
  if (partner) context.partner = partner;
  return context;
}

/** The page URL's UTM values alone (no partner stand-in): what events carry. */
export function readUtmValues(): Partial<Record<UtmKey, string>> {
  const context = readPageContext();
  const values: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) if (context[key]) values[key] = context[key];
  return values;
}
