// The names of where a visitor came from, zod-free: the widgets read them from the page, the server's
// schemas (attribution.ts), lead touches and checkouts store them under the same names.

/** The page address's campaign parameters, in one order. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * Every attribution field: the UTM parameters, then the referrer and the page the visit landed on.
 * Spelled out (checked against UTM_KEYS) rather than spread: minifiers keep a spread in every bundle
 * that imports this file, the embed's loader included, where nothing reads the list.
 */
export const ATTRIBUTION_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'referrer',
  'landing_page',
] as const satisfies readonly [...typeof UTM_KEYS, string, string];
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
