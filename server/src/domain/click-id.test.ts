import { describe, expect, it } from 'vitest';
import { fbcFromUrl } from './click-id.ts';

describe('fbcFromUrl', () => {
  it("builds Meta's server-side fbc from the page's fbclid, untouched, with the time in milliseconds", () => {
    expect(fbcFromUrl('https://funil.example/?a=1&fbclid=IwAR2F4-dbP0_AbC', 1_764_000_000)).toBe(
      'fb.1.1764000000000.IwAR2F4-dbP0_AbC',
    );
  });

  it('names no click for a page without fbclid, an empty one or an address that is not one', () => {
    expect(fbcFromUrl('https://funil.example/?utm_source=fb', 1)).toBeUndefined();
    expect(fbcFromUrl('https://funil.example/?fbclid=', 1)).toBeUndefined();
    expect(fbcFromUrl('não é um endereço', 1)).toBeUndefined();
    expect(fbcFromUrl(undefined, 1)).toBeUndefined();
  });
});
