// Reads a phone number someone wrote, by its country's numbering plan. The caller passes
// libphonenumber-js metadata: the browser a trimmed copy, the server the full one (phone-plan.ts).
import { AsYouType, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { PHONE_MAX_DIGITS, PHONE_MIN_LENGTH, phoneDigits } from './phone.ts';

export type { CountryCode, MetadataJson } from 'libphonenumber-js/core';

const BRAZIL: CountryCode = 'BR';

export type PhoneReading =
  | {
      valid: true;
      /** Country code first, digits only: '5511987654321'. */
      digits: string;
      /** Undefined for the few calling codes no single country owns (+800…). */
      country: CountryCode | undefined;
      /** The number within its country, without a national prefix: '11987654321'. */
      nationalNumber: string;
    }
  | { valid: false };

const INVALID: PhoneReading = { valid: false };

/**
 * Reads a phone number written any way: '+55 11 98765-4321', '55 11 98765-4321',
 * '(11) 98765-4321', '0 11 98765-4321', '0055 11 …', with spaces, dots and dashes. It is valid
 * when its country's numbering plan knows it (for Brazil a real area code and a subscriber
 * number that exists under it) and it has 8 to 15 digits (spec §5).
 *
 * Digits without a '+' are ambiguous ('79 99123-4567' is a Brazilian mobile, '+7 999 123-45-67' a
 * Russian one). `typedIn` is the country a person picked beside the field: their digits are read
 * as its national number first. Without it the digits are read as sent to the API, country code
 * first, and only then as a Brazilian number.
 */
export function readPhone(text: string, metadata: MetadataJson, typedIn?: CountryCode): PhoneReading {
  const digits = phoneDigits(text);
  if (digits.length < PHONE_MIN_LENGTH) return INVALID;
  const international = () => {
    // '00' is how most of the world dials abroad (Brazil's '00 + carrier' the library knows itself).
    const numbers = digits.startsWith('00') ? [`+${digits}`, `+${digits.slice(2)}`] : [`+${digits}`];
    for (const number of numbers) {
      const reading =
        validReading(number, undefined, metadata) ??
        validReading(withoutRepeatedCallingCode(number, metadata), undefined, metadata);
      if (reading) return reading;
    }
    return undefined;
  };
  const national = (country: CountryCode) => validReading(digits, country, metadata);
  if (/^\s*\+/.test(text)) return international() ?? INVALID;
  if (typedIn) return national(typedIn) ?? international() ?? INVALID;
  return international() ?? national(BRAZIL) ?? INVALID;
}

function validReading(
  number: string | undefined,
  country: CountryCode | undefined,
  metadata: MetadataJson,
): PhoneReading | undefined {
  if (number === undefined) return undefined;
  // AsYouType, which the browser's phone input ships anyway: parse() would add 5 KB to the lead modal.
  const typing = new AsYouType(country, metadata);
  typing.input(number);
  const parsed = typing.getNumber();
  if (!parsed?.isValid()) return undefined;
  const digits = phoneDigits(parsed.number);
  if (digits.length < PHONE_MIN_LENGTH || digits.length > PHONE_MAX_DIGITS) return undefined;
  return { valid: true, digits, country: parsed.country, nationalNumber: parsed.nationalNumber };
}

/**
 * '+55 55 11 98765-1234' → '+55 11 98765-1234': the calling code written twice, as a number pasted
 * with its '+55' into a field that already shows one came out. Only tried on an invalid number.
 */
function withoutRepeatedCallingCode(number: string | undefined, metadata: MetadataJson): string | undefined {
  const digits = phoneDigits(number ?? '');
  for (let length = 1; length <= 3; length += 1) {
    const code = digits.slice(0, length);
    if (metadata.country_calling_codes[code] && digits.startsWith(code, length))
      return `+${digits.slice(length)}`;
  }
  return undefined;
}
