import { describe, expect, it } from 'vitest';
import { normalizeInstagramHandle } from './instagram.ts';

describe('normalizeInstagramHandle', () => {
  it('strips @ and whitespace and lower-cases', () => {
    expect(normalizeInstagramHandle(' @Fulano .Tal\t')).toBe('fulano.tal');
  });

  it('turns a whitespace-only value into an empty handle', () => {
    expect(normalizeInstagramHandle('  @ ')).toBe('');
  });
});
