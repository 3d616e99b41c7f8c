import metadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { readPhone } from './phone-reading.ts';

const digitsOf = (text: string, typedIn?: 'BR' | 'PT') => {
  const reading = readPhone(text, metadata, typedIn);
  return reading.valid ? reading.digits : undefined;
};

describe('readPhone', () => {
  // How people write the same São Paulo mobile: copied from a contact, typed, dialled from a landline.
  const SAME_NUMBER = [
    '+55 11 98765-4321',
    '+55 (11) 98765-4321',
    '+55.11.98765.4321',
    ' +55 11 98765 4321 ',
    '55 11 98765-4321',
    '5511987654321',
    '(11) 98765-4321',
    '11 98765-4321',
    '11987654321',
    '0 11 98765-4321',
    '011 98765.4321',
    '0 21 11 98765-4321',
    '0055 11 98765 4321',
    '+55 0 11 98765-4321',
  ];

  it.each(SAME_NUMBER)('reads %j as 5511987654321, typed in Brazil or sent to the API', (text) => {
    expect(digitsOf(text, 'BR')).toBe('5511987654321');
    expect(digitsOf(text)).toBe('5511987654321');
  });

  it('tells the country and the number within it', () => {
    expect(readPhone('(11) 98765-4321', metadata, 'BR')).toEqual({
      valid: true,
      digits: '5511987654321',
      country: 'BR',
      nationalNumber: '11987654321',
    });
  });

  it('drops a calling code written twice, as a pasted +55 next to the field’s own came out', () => {
    expect(digitsOf('+555511987651234')).toBe('5511987651234');
    expect(digitsOf('555511987651234')).toBe('5511987651234');
    expect(digitsOf('+55 55 11 98765-1234', 'BR')).toBe('5511987651234');
    expect(digitsOf('+351 351 912 345 678')).toBe('351912345678');
  });

  it('keeps area code 55 (Rio Grande do Sul) apart from the country code', () => {
    expect(digitsOf('(55) 99999-1234', 'BR')).toBe('5555999991234');
    expect(digitsOf('5555999991234')).toBe('5555999991234');
  });

  it('follows the real numbering plan, area codes the regional table lacks included', () => {
    expect(digitsOf('(68) 99999-1234', 'BR')).toBe('5568999991234');
    expect(digitsOf('(69) 3222-1234', 'BR')).toBe('556932221234');
    expect(digitsOf('(11) 3456-7890', 'BR')).toBe('551134567890');
  });

  it.each([
    ['an area code that does not exist', '00 12345-6789'],
    ['another one', '(20) 98765-4321'],
    ['a mobile without its ninth digit', '(11) 8765-4321'],
    ['a 6-digit number', '123456'],
    ['the calling code alone', '+55'],
    ['16 digits', '1234567890123456'],
    ['no digits', 'abc'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_, text) => {
    expect(readPhone(text, metadata, 'BR')).toEqual({ valid: false });
    expect(readPhone(text, metadata)).toEqual({ valid: false });
  });

  it('validates other countries by their own plan', () => {
    expect(digitsOf('+351 912 345 678')).toBe('351912345678');
    expect(digitsOf('912 345 678', 'PT')).toBe('351912345678');
    expect(digitsOf('+1 (201) 555-0123')).toBe('12015550123');
    expect(digitsOf('+44 7400 123456')).toBe('447400123456');
    expect(digitsOf('0044 7400 123456')).toBe('447400123456');
    expect(digitsOf('+49 1512 3456789')).toBe('4915123456789');
    expect(digitsOf('+54 9 11 2345-6789')).toBe('5491123456789');
    expect(digitsOf('+351 912 345')).toBeUndefined();
    expect(digitsOf('+1 (123) 456-7890')).toBeUndefined();
    expect(digitsOf('+44 7400 1234')).toBeUndefined();
  });

  it('reads a number written with its country code but no + whichever country is picked', () => {
    expect(digitsOf('351 912 345 678', 'BR')).toBe('351912345678');
    expect(digitsOf('1 201 555 0123', 'BR')).toBe('12015550123');
    expect(digitsOf('+44 7400 123456', 'BR')).toBe('447400123456');
  });

  it('reads bare digits as a national number of the picked country, else country code first', () => {
    // Both a Sergipe mobile (79) and a Russian one (+7 999): the picked country decides.
    expect(digitsOf('79 99123-4567', 'BR')).toBe('5579991234567');
    expect(digitsOf('79991234567')).toBe('79991234567');
    expect(readPhone('79991234567', metadata)).toMatchObject({ country: 'RU' });
  });
});
