import { describe, expect, it } from 'vitest';
import { toggleNinthDigit } from './brazilian-ninth-digit.ts';

describe('toggleNinthDigit', () => {
  it('removes the 9 after the area code of a 13-digit mobile', () => {
    expect(toggleNinthDigit('5511987654321')).toBe('551187654321');
  });

  it('reads the number as a save does first', () => {
    expect(toggleNinthDigit('+55 (11) 98765-4321')).toBe('551187654321');
    expect(toggleNinthDigit('555511987654321')).toBe('551187654321');
  });

  it('adds the 9 after the area code of an old 8-digit mobile', () => {
    expect(toggleNinthDigit('551187654321')).toBe('5511987654321');
    expect(toggleNinthDigit('552169998888')).toBe('5521969998888');
  });

  it('leaves landlines, other shapes and other countries alone', () => {
    for (const phone of ['551134567890', '5511887654321', '14155550100', '55119876543', '551198765432100']) {
      expect(toggleNinthDigit(phone), phone).toBeUndefined();
    }
  });
});
