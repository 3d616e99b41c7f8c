// `?cupom=CODE` on any page applies a coupon (issue 30): the code is read from the address and kept
// for the tab's session, so the payment modal opened pages later still quotes it. Only storage.ts
// touches storage (namespaced on a partner's page); nothing here evaluates code, so a strict CSP is
// no concern.
import { COUPON_CODE, normalizeCouponCode } from '@funil/core/offer-pricing';
import { readItem, removeItem, writeItem } from './storage.ts';
import { COUPON_KEY } from './storage-keys.ts';

/** The query parameter a coupon link carries. */
export const COUPON_PARAM = 'cupom';

/** A code as the server compares it, or null for text no coupon could have. */
export function couponCodeOf(text: string | null | undefined): string | null {
  const code = normalizeCouponCode(text ?? '');
  return COUPON_CODE.test(code) ? code : null;
}

/** Keeps the coupon typed or linked for this tab's session. */
export function rememberCoupon(code: string): void {
  const valid = couponCodeOf(code);
  if (valid) writeItem(COUPON_KEY, valid, 'session');
}

export function forgetCoupon(): void {
  removeItem(COUPON_KEY, 'session');
}

/** Reads `?cupom=` from the address and remembers it; the code found, or null. */
export function captureCouponFromLocation(href: string = globalThis.location?.href ?? ''): string | null {
  let code: string | null = null;
  try {
    code = couponCodeOf(new URL(href).searchParams.get(COUPON_PARAM));
  } catch {
    // An address URL cannot read has no coupon.
  }
  if (code) rememberCoupon(code);
  return code;
}

/** The coupon this session carries: the address's first (it is the newest), then the remembered one. */
export function rememberedCoupon(): string | null {
  return captureCouponFromLocation() ?? couponCodeOf(readItem(COUPON_KEY, 'session'));
}
