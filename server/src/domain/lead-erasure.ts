// LGPD rules: how a phone is searched, what anonymising writes, which payments survive an erasure.
// docs/decisions/0012-lgpd-erasure.md explains the choices.
import { phoneDigits } from '@funil/core/phone';
import { normalisePhoneNumber } from '@funil/core/phone-plan';
import { toggleNinthDigit } from './brazilian-ninth-digit.ts';

export const ANONYMIZED_NAME = 'Lead anonimizado';

/**
 * Payments that happened stay as anonymous financial records (tax law keeps sales for five
 * years); attempts that never charged anyone are personal data with no such duty and go. A sale
 * is a checkout that was paid, whatever happened to it later (decision 0017).
 */
export function isRetainedCheckout(checkout: { paid_at: string | null }): boolean {
  return checkout.paid_at !== null;
}

/** What a provider event keeps of its payload once the person behind it is erased. */
export const PURGED_PAYLOAD = JSON.stringify({ anonimizado: true });

/**
 * Every spelling a stored phone may have for what staff typed: as a save stores it today, with or
 * without the country code, with or without the Brazilian ninth digit.
 */
export function phoneSearchVariants(typed: string): string[] {
  const digits = phoneDigits(typed);
  const variants = new Set([digits]);
  const normalised = normalisePhoneNumber(typed);
  if (normalised) variants.add(normalised);
  // A national number (area code + 8 or 9 digits) is stored with Brazil's 55 in front.
  if (!digits.startsWith('55') && (digits.length === 10 || digits.length === 11)) variants.add(`55${digits}`);
  for (const variant of [...variants]) {
    const toggled = toggleNinthDigit(variant);
    if (toggled) variants.add(toggled);
  }
  return [...variants];
}

/**
 * The lead row after anonymisation: who the person is (name, contacts, Instagram), where they
 * were (device, URLs, behaviour) and what they wrote are gone; the purchase columns, stages,
 * region (a state) and campaign UTMs stay as anonymous figures.
 */
export function anonymizedLeadColumns(time: string) {
  return {
    name: ANONYMIZED_NAME,
    phone: '',
    email: '',
    instagram: null,
    instagram_profile_id: null,
    instagram_processed: 0 as const,
    instagram_processed_at: null,
    referrer: null,
    landing_page: null,
    last_page_visit: null,
    device_info: null,
    url_params: null,
    clicks_data: null,
    page_views: null,
    time_on_page: 0,
    last_message_content: null,
    checkout_url: null,
    pix_qrcode: null,
    pix_url: null,
    pix_code: null,
    partner_code: null,
    // The last touch goes like the first: where the person browsed, and through whom.
    last_partner_code: null,
    last_referrer: null,
    last_landing_page: null,
    // Scores are profiling of the person; they are computed again from what is left if ever needed.
    engagement_score: null,
    conversion_probability: null,
    anonymized_at: time,
    updated_at: time,
  };
}

/** JSON kept as text in storage, parsed for the export file so it reads as data, not strings. */
const JSON_COLUMNS: ReadonlySet<string> = new Set([
  'device_info',
  'url_params',
  'clicks_data',
  'page_views',
  'data',
  'payload',
  'purposes',
]);

export function exportRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      JSON_COLUMNS.has(key) && typeof value === 'string' ? parseOrKeep(value) : value,
    ]),
  );
}

function parseOrKeep(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
