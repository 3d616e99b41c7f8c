// When the popup may open: not on suppressed routes or marked pages, and at most once per session.

import { withoutBrazilianDialCode } from '@funil/core/phone';
import {
  EXIT_INTENT_DISABLED_ATTRIBUTE,
  isExitIntentSuppressed as isSuppressedOnFunil,
} from '@funil/core/routes';
import { isPartnerPage } from '../lib/embed-context.ts';
import { isExpired, readItem, removeItem, writeItem } from '../lib/storage.ts';
import { EXIT_LAST_SHOWN_KEY, EXIT_SHOWN_IN_SESSION_KEY } from '../lib/storage-keys.ts';
import { EXIT_INTENT } from './constants.ts';

/**
 * Funil's own routes (spec §2: /obrigado, /proposta…) rule on Funil's site only: on a partner's
 * page its /obrigado is the partner's, and the partner decides with data-exit-intent-disabled on
 * any element (or exit-intent="off" on the element, which the element itself reads).
 */
export function isExitIntentSuppressed(pathname: string, doc: Document = document): boolean {
  const marked = doc.querySelector(`[${EXIT_INTENT_DISABLED_ATTRIBUTE}]`) !== null;
  return isPartnerPage() ? marked : isSuppressedOnFunil(pathname, marked);
}

export function wasShownThisSession(now: number = Date.now()): boolean {
  if (readItem(EXIT_SHOWN_IN_SESSION_KEY, 'session') !== null) return true;
  // A new session: the time an earlier one showed the popup (the value is its own saved-at) is kept
  // 7 days at most, like everything the browser keeps of a visitor (decision 0021). The session
  // flag itself ends with the tab's session.
  const lastShown = readItem(EXIT_LAST_SHOWN_KEY);
  if (lastShown !== null && !(Number(lastShown) > 0 && !isExpired(Number(lastShown), now)))
    removeItem(EXIT_LAST_SHOWN_KEY);
  return false;
}

export function markShown(now: number = Date.now()): void {
  writeItem(EXIT_SHOWN_IN_SESSION_KEY, 'true', 'session');
  writeItem(EXIT_LAST_SHOWN_KEY, String(now));
}

export interface ExitCheckoutLead {
  leadId?: string | null | undefined;
  name?: string | undefined;
  whatsapp?: string | undefined;
}

/**
 * The external checkout link: currency, split, ref, nome, celular without 55, source. `split` is the
 * card installments staff set (launch settings); left out when they could not be read, so the
 * checkout offers its own rather than a stale number.
 */
export function buildExitCheckoutUrl(
  base: string,
  lead: ExitCheckoutLead,
  installments: number | undefined,
): string {
  const url = new URL(base, location.href);
  url.searchParams.set('currency', 'BRL');
  if (installments) url.searchParams.set('split', String(installments));
  if (lead.leadId) url.searchParams.set('ref', lead.leadId);
  if (lead.name) url.searchParams.set('nome', lead.name);
  // Spec §4: the stored number (country code first) without Brazil's 55; the lead modal saved it
  // by core's rule, so a Brazilian number is 55 + area code + 8 or 9 digits.
  const local = withoutBrazilianDialCode(lead.whatsapp ?? '');
  if (local) url.searchParams.set('celular', local);
  url.searchParams.set('source', EXIT_INTENT.checkoutSource);
  return url.href;
}

/** Always two-digit minutes and seconds ('05:09'); hours in front from one hour on ('23:59:59'). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(safe / 3600);
  const rest = `${two(Math.floor((safe % 3600) / 60))}:${two(safe % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}
