import { describe, expect, it } from 'vitest';
import { FALLBACK_AREA_CODE, REGIONS, regionForAreaCode, regionForPhone } from './regions.ts';

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

// The spec's list, written out independently of the table.
const SPEC_CODES = [
  ...range(11, 19),
  '21',
  '22',
  '24',
  '27',
  '28',
  ...range(31, 35),
  '37',
  '38',
  ...range(41, 49),
  '51',
  '53',
  '54',
  '55',
  ...range(61, 67),
  '71',
  '73',
  '75',
  '77',
  '79',
  ...range(81, 89),
  ...range(91, 99),
];

describe('regional table', () => {
  it('covers exactly the spec area codes plus the Brasil fallback', () => {
    expect(REGIONS.map((region) => region.code).sort()).toEqual([FALLBACK_AREA_CODE, ...SPEC_CODES].sort());
  });

  it('gives every code a name, a message and an emoji, with no message repeated', () => {
    for (const region of REGIONS) {
      expect(region.name.trim()).not.toBe('');
      expect(region.message.trim().length).toBeGreaterThan(10);
      expect(region.emoji).toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}/u);
    }
    expect(new Set(REGIONS.map((region) => region.message)).size).toBe(REGIONS.length);
  });

  it('falls back to Brasil for uncovered or missing codes', () => {
    expect(regionForAreaCode('23')).toMatchObject({ code: '00', name: 'Brasil' });
    expect(regionForAreaCode(undefined).code).toBe('00');
    expect(regionForAreaCode('21').name).toBe('Rio de Janeiro');
  });
});

describe('regionForPhone', () => {
  it('reads the area code from characters 3–4 of a Brazilian number', () => {
    expect(regionForPhone('+5511987654321')).toMatchObject({ code: '11', name: 'São Paulo' });
    expect(regionForPhone('5548 99999-0000').code).toBe('48');
  });

  it('answers Brasil for other countries, short input and uncovered codes', () => {
    expect(regionForPhone('+351912345678').code).toBe('00');
    expect(regionForPhone('+55').code).toBe('00');
    expect(regionForPhone('+5520999990000').code).toBe('00');
  });
});
