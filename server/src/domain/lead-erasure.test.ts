import { describe, expect, it } from 'vitest';
import { exportRow, phoneSearchVariants } from './lead-erasure.ts';

describe('phoneSearchVariants', () => {
  it('finds a Brazilian mobile however it was typed or stored', () => {
    const stored = ['5511987654321', '551187654321'];
    const typings = [
      '+55 (11) 98765-4321',
      '(11) 98765-4321',
      '0 11 98765-4321',
      '11 8765-4321',
      '5511987654321',
    ];
    for (const typed of typings) {
      expect(phoneSearchVariants(typed), typed).toEqual(expect.arrayContaining(stored));
    }
    expect(phoneSearchVariants('+55 (11) 98765-4321')).toHaveLength(2);
  });

  it('leaves foreign numbers alone', () => {
    expect(phoneSearchVariants('+351 912 345 678')).toEqual(['351912345678']);
  });
});

describe('exportRow', () => {
  it('parses JSON columns and keeps other text as it is', () => {
    expect(
      exportRow({ name: '{"a":1}', clicks_data: '{"cta":2}', payload: 'not json', page_views: null }),
    ).toEqual({
      name: '{"a":1}',
      clicks_data: { cta: 2 },
      payload: 'not json',
      page_views: null,
    });
  });
});
