import { describe, expect, it } from 'vitest';
import { isPossibleInstagramHandle, normalizeInstagramHandle } from './instagram.ts';

describe('normalizeInstagramHandle', () => {
  it('strips @ and whitespace and lower-cases', () => {
    expect(normalizeInstagramHandle(' @Fulano .Tal\t')).toBe('fulano.tal');
  });

  it('turns a whitespace-only value into an empty handle', () => {
    expect(normalizeInstagramHandle('  @ ')).toBe('');
  });
});

describe('isPossibleInstagramHandle', () => {
  it('accepts a handle with or without one leading @, blanks around it forgiven', () => {
    for (const typed of ['ana', '@Ana.Silva_1', ' @ana ', 'a'.repeat(30)]) {
      expect(isPossibleInstagramHandle(typed), typed).toBe(true);
    }
  });

  it('refuses what no account can be named: spaces inside, signs, two @, too long', () => {
    for (const typed of ['ana maria', 'ana!', '@@ana', 'ana@silva', 'ana-silva', 'a'.repeat(31), '@']) {
      expect(isPossibleInstagramHandle(typed), typed).toBe(false);
    }
  });
});
