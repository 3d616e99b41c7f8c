import { describe, expect, it } from 'vitest';
import { readPastedPhone } from './pasted-phone.ts';

describe('readPastedPhone', () => {
  it.each([
    '+55 11 98765-4321',
    '+55 (11) 98765-4321',
    '55 11 98765-4321',
    '(11) 98765-4321',
    '0 11 98765-4321',
    '11.98765.4321',
    '+55 55 11 98765-4321',
  ])('puts %j in the Brazilian field as 11987654321', (text) => {
    expect(readPastedPhone(text, 'BR')).toEqual({ country: 'BR', national: '11987654321' });
  });

  it('moves to the country of a number written as international', () => {
    expect(readPastedPhone('+351 912 345 678', 'BR')).toEqual({ country: 'PT', national: '912345678' });
    expect(readPastedPhone('00351 912 345 678', 'BR')).toEqual({ country: 'PT', national: '912345678' });
    expect(readPastedPhone('+55 11 98765-4321', 'PT')).toEqual({ country: 'BR', national: '11987654321' });
  });

  it('keeps a number that does not exist under the calling code it was pasted with', () => {
    expect(readPastedPhone('+55 00 12345-6789', 'BR')).toEqual({ country: 'BR', national: '00123456789' });
    expect(readPastedPhone('+351 12', 'BR')).toEqual({ country: 'PT', national: '12' });
  });

  it('lets bare digits that are no number of the picked country go in as typed', () => {
    expect(readPastedPhone('00 12345-6789', 'BR')).toBeUndefined();
    expect(readPastedPhone('(20) 98765-4321', 'BR')).toBeUndefined();
    expect(readPastedPhone('123456', 'BR')).toBeUndefined();
    expect(readPastedPhone('Ana', 'BR')).toBeUndefined();
  });
});
