import { AsYouType, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import shipped from '../src/lead-capture/phone-metadata.json' with { type: 'json' };
import { type CompactMetadata, trimPhoneMetadata } from './trim-phone-metadata.ts';

// biome-ignore lint/suspicious/noExplicitAny: libphonenumber-js types its metadata opaquely.
const metadata = shipped as any;

describe('the shipped phone metadata', () => {
  it('is what the generator makes from the installed libphonenumber-js (run scripts/write-phone-metadata.ts)', () => {
    expect(shipped).toEqual(trimPhoneMetadata(full as CompactMetadata));
  });

  it('still formats Brazilian numbers as they are typed', () => {
    expect(new AsYouType(undefined, metadata).input('+5511987654321')).toBe('+55 11 98765 4321');
  });

  it('still validates and detects the country of numbers it no longer formats', () => {
    expect(isValidPhoneNumber('+447911123456', metadata)).toBe(true);
    expect(parsePhoneNumberFromString('+14165550123', metadata)?.country).toBe('CA');
    expect(new AsYouType(undefined, metadata).input('+447911123456')).toBe('+44 7911123456');
  });
});
