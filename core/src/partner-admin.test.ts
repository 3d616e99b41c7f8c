import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { partnerCreateSchema, partnerUpdateSchema, webOrigin } from './partner-admin.ts';

describe('partner administration', () => {
  it('accepts a code by the public rules and refuses anything else, in Portuguese', () => {
    expect(partnerCreateSchema.parse({ code: ' loja-da-ana ', name: ' Loja da Ana ' })).toEqual({
      code: 'loja-da-ana',
      name: 'Loja da Ana',
    });
    for (const code of ['', 'com espaço', 'código', '"><script>', 'a'.repeat(61)]) {
      const result = partnerCreateSchema.safeParse({ code, name: 'X' });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message, code).toBe(ERRORS.partner_code_invalid);
    }
    expect(partnerCreateSchema.safeParse({ code: 'ok', name: ' ' }).error?.issues[0]?.message).toBe(
      ERRORS.partner_name_required,
    );
  });

  it('updates the name or status, never the code, and refuses an empty change', () => {
    expect(partnerUpdateSchema.safeParse({ isActive: false }).success).toBe(true);
    expect(partnerUpdateSchema.safeParse({ name: 'Novo nome' }).success).toBe(true);
    expect(partnerUpdateSchema.safeParse({}).success).toBe(false);
    expect(partnerUpdateSchema.safeParse({ code: 'outro' }).success).toBe(false);
  });

  it('keeps a partner’s site as a bare http(s) origin', () => {
    expect(webOrigin('https://www.loja.example')).toBe('https://www.loja.example');
    expect(webOrigin('HTTPS://Loja.Example:8443/')).toBe('https://loja.example:8443');
    expect(webOrigin('http://127.0.0.1:8791')).toBe('http://127.0.0.1:8791');
    for (const text of [
      'loja.example',
      'https://loja.example/a',
      'https://loja.example/?',
      'https://loja.example#x',
      'data:text/html,x',
      'https://u@loja.example',
    ]) {
      expect(webOrigin(text), text).toBeUndefined();
    }
    expect(partnerUpdateSchema.parse({ siteOrigin: ' https://loja.example/ ' })).toEqual({
      siteOrigin: 'https://loja.example',
    });
    expect(partnerUpdateSchema.parse({ siteOrigin: null })).toEqual({ siteOrigin: null });
    expect(partnerUpdateSchema.parse({ siteOrigin: '' })).toEqual({ siteOrigin: null });
  });
});
