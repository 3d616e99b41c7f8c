import { describe, expect, it } from 'vitest';
import { toggleNinthDigit } from './brazilian-ninth-digit.ts';

describe('toggleNinthDigit', () => {
  it('removes the 9 after the area code of a 13-digit mobile', () => {
    expect(toggleNinthDigit('5511987654321')).toBe('551187654321');
  });

  it('adds the 9 after the area code of a 12-digit number', () => {
    expect(toggleNinthDigit('551187654321')).toBe('5511987654321');
  });

  it('leaves other shapes and countries alone', () => {
    for (const phone of ['5511887654321', '14155550100', '55119876543', '551198765432100']) {
      expect(toggleNinthDigit(phone), phone).toBeUndefined();
    }
  });
});
