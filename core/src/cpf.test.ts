import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts numbers whose check digits match, written with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('refuses a wrong check digit, a short number and a run of one digit', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('529.982.247-52')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('writes it as people do, also while it is being typed', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(cpfDigits(' 529.982.247-25 ')).toBe('52998224725');
  });
});
