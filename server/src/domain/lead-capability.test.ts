import { describe, expect, it } from 'vitest';
import { newLeadToken } from './lead-capability.ts';

describe('newLeadToken', () => {
  it('hands out 256-bit base64url tokens, never the same one, across many pool refills', () => {
    // 4 KB of pool is 128 tokens: 1,000 draws refill it several times.
    const tokens = Array.from({ length: 1_000 }, newLeadToken);

    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokens[0] as string, 'base64url')).toHaveLength(32);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
