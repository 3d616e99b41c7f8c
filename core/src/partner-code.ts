// What a partner code looks like, without zod: the public site's route list checks it on every page.

/** Codes are short slugs; anything else cannot name a partner and is not worth a query. */
export const PARTNER_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PARTNER_CODE_MAX_LENGTH = 60;

export function isPartnerCode(value: string): boolean {
  return value.length >= 1 && value.length <= PARTNER_CODE_MAX_LENGTH && PARTNER_CODE_PATTERN.test(value);
}
