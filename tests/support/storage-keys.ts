// The widgets' storage keys as a page holds them (decision 0021): the spec's names on our own site,
// `funil:`-prefixed on a partner's page, so a test reads and seeds the key the widget really uses.
import { PARTNER_ORIGIN } from './env.ts';

export const STORAGE_NAMESPACE = 'funil:';

/** The key the widgets use for `key` on a page of `origin`. */
export function widgetKey(key: string, origin: string): string {
  return origin === PARTNER_ORIGIN ? `${STORAGE_NAMESPACE}${key}` : key;
}
