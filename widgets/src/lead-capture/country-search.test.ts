import { describe, expect, it } from 'vitest';
import { filterCountries, searchable } from './country-search.ts';

const OPTIONS = [
  { value: 'BR', label: 'Brasil' },
  { value: 'ST', label: 'São Tomé e Príncipe' },
  { value: 'PT', label: 'Portugal' },
  { value: 'US', label: 'Estados Unidos' },
  { label: '', divider: true },
];
const CODES: Record<string, string> = { BR: '55', ST: '239', PT: '351', US: '1' };
const codeOf = (country: string) => CODES[country] ?? '';
const values = (query: string) => filterCountries(OPTIONS, query, codeOf).map((option) => option.value);

describe('filterCountries', () => {
  it('keeps every country, without dividers, for an empty query', () => {
    expect(values('  ')).toEqual(['BR', 'ST', 'PT', 'US']);
  });

  it('matches names without case or accents', () => {
    expect(values('sao tome')).toEqual(['ST']);
    expect(values('PORT')).toEqual(['PT']);
    expect(searchable(' Ábç ')).toBe('abc');
  });

  it('matches an ISO code exactly and calling codes by their start', () => {
    expect(values('us')).toEqual(['US']);
    expect(values('+35')).toEqual(['PT']);
    expect(values('55')).toEqual(['BR']);
  });

  it('matches nothing for an unknown name', () => {
    expect(values('atlântida')).toEqual([]);
  });
});
