// The phone rules on the full numbering plan (libphonenumber-js 'max' metadata, about 150 KB): for
// the server and build scripts. Browser code reads phones with phone-reading.ts and trimmed metadata.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/max/metadata';
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_LENGTH, phoneDigits, whatsAppChatUrl } from './phone.ts';
import { type PhoneReading, readPhone } from './phone-reading.ts';

/** A number as sent to the API (country code first, or a Brazilian number without it), read. */
export function readPhoneNumber(text: string): PhoneReading {
  return readPhone(text, metadata);
}

/** Digits with the country code ('5511987654321'), or undefined when the number does not exist. */
export function normalisePhoneNumber(text: string): string | undefined {
  const reading = readPhoneNumber(text);
  return reading.valid ? reading.digits : undefined;
}

/**
 * Any formatting in, digits with the country code out: '+55 (11) 98765-4321' → '5511987654321'.
 * A number its country's plan does not know is refused with the spec's message.
 */
export const phoneSchema = z
  .string({ error: ERRORS.phone_invalid })
  .max(40, ERRORS.phone_invalid)
  .transform((text, context) => {
    const digits = normalisePhoneNumber(text);
    if (digits !== undefined) return digits;
    context.issues.push({ code: 'custom', message: ERRORS.phone_invalid, input: text });
    return z.NEVER;
  });

/**
 * A phone that finds a lead already stored (the Instagram step, behaviour updates, the LGPD search):
 * read as a save reads it, or else its 8 to 15 digits as given, so that a number stored before
 * numbers were validated (a mobile without its ninth digit) is still found. It never creates a lead.
 */
export const phoneLookupSchema = z
  .string({ error: ERRORS.phone_invalid })
  .max(40, ERRORS.phone_invalid)
  .transform((text, context) => {
    const digits = normalisePhoneNumber(text) ?? phoneDigits(text);
    if (digits.length >= PHONE_MIN_LENGTH && digits.length <= PHONE_MAX_DIGITS) return digits;
    context.issues.push({ code: 'custom', message: ERRORS.phone_invalid, input: text });
    return z.NEVER;
  });

/**
 * A chat with a stored lead's number. Rows saved before numbers were validated may lack the
 * country code or repeat it; they are read like a new number, and left as they are if unreadable.
 */
export function whatsAppLink(stored: string, text: string): string {
  return whatsAppChatUrl(normalisePhoneNumber(stored) ?? phoneDigits(stored), text);
}

/**
 * A stored number for a spreadsheet cell: country code first, grouped as the numbering plan writes
 * it abroad, no '+' ('55 11 98765 4321'). Excel reads bare digits as a number and shows 5,51199E+12, and a
 * leading '+' as a formula; a number no plan knows is left as stored.
 */
export function spreadsheetPhone(stored: string): string {
  const digits = normalisePhoneNumber(stored);
  const parsed = digits === undefined ? undefined : parsePhoneNumberFromString(`+${digits}`, metadata);
  return parsed ? parsed.formatInternational().slice(1) : phoneDigits(stored);
}
