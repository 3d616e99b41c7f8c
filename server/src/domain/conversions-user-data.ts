// Meta's matching keys: contact fields normalised per Meta's rules and SHA-256 hashed; ad ids,
// IP address and user agent sent as they are, since Meta refuses them hashed.
import { createHash } from 'node:crypto';
import { normalisePhoneNumber } from '@funil/core/phone-plan';
import type { TrackingUserData } from '@funil/core/tracking';
import type { ConversionUserData } from './ports/conversions.ts';

/** What the server itself knows of the request; it wins over anything the page claimed. */
export interface RequestFacts {
  ip: string | undefined;
  userAgent: string | undefined;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A value a caller already hashed is kept, so it is never hashed twice (Meta's own advice). */
function hashed(normalised: string | undefined): string | undefined {
  if (!normalised) return undefined;
  return SHA256_HEX.test(normalised) ? normalised : sha256(normalised);
}

/** Trimmed and lower-cased; anything that is not an address is left out rather than sent. */
export function normaliseEmail(value: string | undefined): string | undefined {
  const email = value?.trim().toLowerCase();
  if (!email) return undefined;
  return EMAIL.test(email) || SHA256_HEX.test(email) ? email : undefined;
}

/**
 * Digits only, country code first, no international '00' prefix. The funnel is Brazilian, so a
 * number of 10 or 11 digits (area code and number, no country) gets Brazil's 55.
 */
export function normalisePhone(value: string | undefined): string | undefined {
  const raw = value?.trim().toLowerCase();
  if (!raw) return undefined;
  if (SHA256_HEX.test(raw)) return raw;
  // Core's reading, as a lead save stores the number; one its country's plan lacks is left out.
  return normalisePhoneNumber(raw);
}

/**
 * Meta: lower case, no punctuation, special characters encoded in UTF-8. Accented letters are
 * letters (José stays josé, in its composed NFC form so both spellings hash alike); digits,
 * punctuation and symbols go; runs of spaces become one.
 */
export function normaliseName(value: string | undefined): string | undefined {
  const raw = value?.trim().toLowerCase();
  if (!raw) return undefined;
  if (SHA256_HEX.test(raw)) return raw;
  const name = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name || undefined;
}

export function normaliseExternalId(value: string | undefined): string | undefined {
  return value?.trim().toLowerCase() || undefined;
}

/** IPv4 clients seen through an IPv6 socket arrive as ::ffff:a.b.c.d; Meta wants a.b.c.d. */
export function normaliseIp(value: string | undefined): string | undefined {
  if (!value || value === 'desconhecido') return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  return mapped?.[1] ?? value;
}

export function conversionUserData(input: TrackingUserData, request: RequestFacts): ConversionUserData {
  const fields: ConversionUserData = {
    em: hashed(normaliseEmail(input.em)),
    ph: hashed(normalisePhone(input.ph)),
    fn: hashed(normaliseName(input.fn)),
    ln: hashed(normaliseName(input.ln)),
    external_id: hashed(normaliseExternalId(input.external_id)),
    fbc: input.fbc || undefined,
    fbp: input.fbp || undefined,
    client_ip_address: normaliseIp(request.ip),
    client_user_agent: request.userAgent?.trim() || input.client_user_agent || undefined,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ConversionUserData;
}
