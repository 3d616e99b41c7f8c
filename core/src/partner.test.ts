import { describe, expect, it } from 'vitest';
import { isPartnerCode } from './partner.ts';

describe('partner codes', () => {
  it('accepts slugs and refuses what could not be a code', () => {
    for (const code of ['loja', 'Loja_da-Ana.2', 'a'.repeat(60)])
      expect(isPartnerCode(code), code).toBe(true);
    for (const code of ['', ' ', 'a'.repeat(61), 'com espaço', "x' or '1'='1", 'código', ' loja'])
      expect(isPartnerCode(code), code).toBe(false);
  });
});
