import { readPhone } from '@funil/core/phone-reading';
import { AsYouType, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import max from 'libphonenumber-js/max/metadata';
import min from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import shipped from '../src/lead-capture/phone-metadata.json' with { type: 'json' };
import { type CompactMetadata, trimPhoneMetadata } from './trim-phone-metadata.ts';

// biome-ignore lint/suspicious/noExplicitAny: libphonenumber-js types its metadata opaquely.
const metadata = shipped as any;

describe('the shipped phone metadata', () => {
  it('is what the generator makes from the installed libphonenumber-js (run scripts/write-phone-metadata.ts)', () => {
    expect(shipped).toEqual(trimPhoneMetadata(min as CompactMetadata, max as CompactMetadata));
  });

  it('still formats Brazilian numbers as they are typed', () => {
    expect(new AsYouType(undefined, metadata).input('+5511987654321')).toBe('+55 11 98765 4321');
  });

  it('still validates and detects the country of numbers it no longer formats', () => {
    expect(isValidPhoneNumber('+447911123456', metadata)).toBe(true);
    expect(parsePhoneNumberFromString('+14165550123', metadata)?.country).toBe('CA');
    expect(new AsYouType(undefined, metadata).input('+447911123456')).toBe('+44 7911123456');
  });

  it('checks the other countries by the lengths their numbers have, as the server will by their plan', () => {
    expect(readPhone('+49 1512 3456789', metadata)).toMatchObject({ valid: true, country: 'DE' });
    expect(readPhone('+49 1512 3456789 1234', metadata).valid).toBe(false);
    expect(readPhone('+351 912 345 678', metadata)).toMatchObject({ valid: true, country: 'PT' });
    expect(readPhone('+351 912 345', metadata).valid).toBe(false);
  });

  it('refuses and accepts Brazilian numbers exactly as the server’s full metadata does', () => {
    // Every area code from 00 to 99, with a mobile, a landline and an old 8-digit mobile under it.
    const numbers = Array.from({ length: 100 }, (_, code) => String(code).padStart(2, '0')).flatMap(
      (code) => [`${code}987654321`, `${code}34567890`, `${code}87654321`],
    );
    const verdicts = (data: unknown) =>
      numbers.map((number) => {
        const reading = readPhone(number, data as typeof metadata, 'BR');
        return reading.valid && reading.country === 'BR';
      });
    expect(verdicts(shipped)).toEqual(verdicts(max));
    // The outline alone ('min') would take area codes that do not exist, such as 20.
    expect(verdicts(min)).not.toEqual(verdicts(max));
    expect(readPhone('+55 20 98765-4321', metadata).valid).toBe(false);
    expect(readPhone('+55 68 99999-1234', metadata).valid).toBe(true);
  });
});
