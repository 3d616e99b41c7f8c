// The spec §4 payment-click state, remembered in this browser: the exit popup never sells the
// program to a visitor who chose to pay, on this page or on the next ones.
import { readItem, removeItem, writeItem } from './storage.ts';
import { PAYMENT_CLICK_KEY } from './storage-keys.ts';

/** Long enough for a checkout and its reminders; then a visitor who never paid may be asked again. */
export const PAYMENT_CLICK_MEMORY_MS = 7 * 86_400_000;

export function rememberPaymentClick(now: number = Date.now()): void {
  writeItem(PAYMENT_CLICK_KEY, String(now));
}

/** A payment click in this browser within the memory; an expired or unreadable mark is dropped. */
export function hasRecentPaymentClick(now: number = Date.now()): boolean {
  const raw = readItem(PAYMENT_CLICK_KEY);
  if (raw === null) return false;
  const at = Number(raw);
  if (Number.isFinite(at) && at <= now && now - at < PAYMENT_CLICK_MEMORY_MS) return true;
  removeItem(PAYMENT_CLICK_KEY);
  return false;
}
