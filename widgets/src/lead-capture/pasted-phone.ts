// What a number pasted into the WhatsApp field stands for, read by core's phone rule: people paste
// numbers as contacts show them ('+55 11 98765-4321'), next to a field that already shows '+55'.
import { PHONE_MAX_DIGITS, phoneDigits } from '@funil/core/phone';
import { type CountryCode, readPhone } from '@funil/core/phone-reading';
import { AsYouType } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.ts';

export interface PastedPhone {
  country: CountryCode;
  /** The digits that follow the calling code, as the field takes them: '11987654321'. */
  national: string;
}

const INTERNATIONAL = /^\s*(\+|00)/;

/**
 * '+55 11 98765-4321', '55 11 98765-4321', '(11) 98765-4321' or '0 11 98765-4321' pasted with
 * Brazil picked all stand for Brazil and '11987654321'. A number of another country moves the
 * picker only when it was written as international ('+351…', '00351…'): bare digits that read as
 * some other country's number are more likely a mistyped number of the picked one. Undefined means
 * the paste goes in as it is.
 */
export function readPastedPhone(text: string, picked: CountryCode): PastedPhone | undefined {
  const reading = readPhone(text, PHONE_METADATA, picked);
  if (reading.valid && reading.country && (reading.country === picked || INTERNATIONAL.test(text))) {
    return { country: reading.country, national: reading.nationalNumber };
  }
  if (!/^\s*\+/.test(text)) return undefined;
  // A whole international number that does not exist still goes under its own calling code, so the
  // visitor sees what they pasted (and the message on Continuar), not '+55' followed by '55…'.
  const digits = phoneDigits(text);
  const typing = new AsYouType(undefined, PHONE_METADATA);
  typing.input(`+${digits}`);
  const code = typing.getCallingCode();
  const country = typing.getCountry() ?? (code && PHONE_METADATA.country_calling_codes[code]?.[0]);
  if (!code || !country || digits.length > PHONE_MAX_DIGITS) return undefined;
  return { country: country as CountryCode, national: digits.slice(code.length) };
}
