import { describe, expect, it } from 'vitest';
import { brazilianAreaCode, formatPhone, isPhoneLongEnough, phoneDigits } from './phone.ts';

describe('phone rules', () => {
  it('keeps only digits', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('5511987654321');
  });

  it('needs at least 8 characters', () => {
    expect(isPhoneLongEnough('+5511987')).toBe(false);
    expect(isPhoneLongEnough('+55 11 9876')).toBe(true);
  });

  it('reads the area code from characters 3–4 of a Brazilian number', () => {
    expect(brazilianAreaCode('+5521999998888')).toBe('21');
    expect(brazilianAreaCode('+14155550100')).toBeUndefined();
    expect(brazilianAreaCode('+55')).toBeUndefined();
  });

  it('formats stored numbers for staff to read', () => {
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('551187654321')).toBe('+55 (11) 8765-4321');
    expect(formatPhone('351912345678')).toBe('+351912345678');
    expect(formatPhone('')).toBe('');
  });
});
