// Random bytes for ids and secrets, cut from 4 KB drawn at once from the system's generator, as
// Node's own randomUUID does; each byte is handed out once. Under load, one draw per id or token
// cost more than the rest of making it.
import { randomFillSync } from 'node:crypto';

const pool = Buffer.alloc(4096);
let used = pool.length;

/** Hands `read` `size` fresh random bytes (at most 4,096), valid only until it returns. */
export function readRandomBytes<T>(size: number, read: (bytes: Buffer) => T): T {
  if (size > pool.length) throw new RangeError(`${size} bytes: the pool holds ${pool.length}`);
  if (used + size > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + size);
  used += size;
  return read(bytes);
}
