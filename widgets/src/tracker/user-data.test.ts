import { describe, expect, it } from 'vitest';
import { contactUserData, trackingEmail, trackingName, trackingPhone } from './user-data.ts';

describe('tracking validity rules', () => {
  it('accepts a trimmed e-mail with a domain and a suffix, lower-cased', () => {
    expect(trackingEmail('  Ana@Exemplo.com.br ')).toBe('ana@exemplo.com.br');
    for (const bad of ['ana', 'ana@exemplo', 'ana @x.com', '@x.com', '', undefined]) {
      expect(trackingEmail(bad)).toBeUndefined();
    }
  });

  it('accepts a phone with 10 to 15 digits after removing the rest', () => {
    expect(trackingPhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(trackingPhone('1198765432')).toBe('1198765432');
    expect(trackingPhone('119876543')).toBeUndefined();
    expect(trackingPhone('1234567890123456')).toBeUndefined();
  });

  it('splits the name on spaces into a lower-cased first and last name', () => {
    expect(trackingName('  Maria  da Silva ')).toEqual({ fn: 'maria', ln: 'da silva' });
    expect(trackingName('Ana')).toEqual({ fn: 'ana' });
    expect(trackingName('   ')).toEqual({});
  });

  it('sends nothing for invalid contact data', () => {
    expect(contactUserData({ name: '', email: 'x', phone: '123' })).toEqual({});
    expect(contactUserData({ name: 'Ana Lima', email: 'a@b.co', phone: '5511987654321' })).toEqual({
      fn: 'ana',
      ln: 'lima',
      em: 'a@b.co',
      ph: '5511987654321',
    });
  });
});
