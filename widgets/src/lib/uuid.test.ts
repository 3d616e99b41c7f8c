import { describe, expect, it } from 'vitest';
import { randomId } from './uuid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('makes distinct v4 UUIDs, also on pages without crypto.randomUUID (plain http)', () => {
    expect(randomId()).toMatch(V4);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = randomId();
      expect(id).toMatch(V4);
      expect(randomId()).not.toBe(id);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
