// Compares a secret someone sent with ours without the time taken saying how much of it matched.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Hashing first makes both sides the same length; an empty secret of ours never matches. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected.length > 0;
}
