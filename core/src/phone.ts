// Phone rules of the lead form (spec §5, §9). Numbers travel as digits only, with the country
// code first: '5511987654321'. What needs no numbering plan is here; reading a number someone
// wrote is phone-reading.ts (and phone-plan.ts on the server's full plan).

export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_DIGITS = 15;
export const PHONE_COMPLETE_LENGTH = 13;
export const BRAZIL_DIAL_CODE = '55';

/** Keeps only the digits of a phone typed or formatted any way. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Step 1 accepts a phone once it has at least 8 characters, counted as digits like 13 is. */
export function isPhoneLongEnough(value: string): boolean {
  return phoneDigits(value).length >= PHONE_MIN_LENGTH;
}

/** The two-digit area code of a Brazilian number (characters 3–4), if it is one. */
export function brazilianAreaCode(value: string): string | undefined {
  const digits = phoneDigits(value);
  if (!digits.startsWith(BRAZIL_DIAL_CODE) || digits.length < 4) return undefined;
  return digits.slice(2, 4);
}

/**
 * A stored number as a Brazilian checkout wants it (spec §4 exit popup): without the country code
 * 55 when it is a Brazilian number (55 + area code + 8 or 9 digits), otherwise as stored.
 */
export function withoutBrazilianDialCode(stored: string): string {
  const digits = phoneDigits(stored);
  return /^55\d{10,11}$/.test(digits) ? digits.slice(BRAZIL_DIAL_CODE.length) : digits;
}

/** A WhatsApp chat with a stored number (country code first) and a message typed in. */
export function whatsAppChatUrl(stored: string, text: string): string {
  // Spaces as %20, which every WhatsApp client reads (a '+' shows up as a plus in some).
  return `https://wa.me/${phoneDigits(stored)}?text=${encodeURIComponent(text)}`;
}

/** For staff screens: '5511987654321' → '+55 (11) 98765-4321'; other shapes as stored, '+' first. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  const brazilian = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (brazilian) return `+55 (${brazilian[1]}) ${brazilian[2]}-${brazilian[3]}`;
  return digits ? `+${digits}` : '';
}
