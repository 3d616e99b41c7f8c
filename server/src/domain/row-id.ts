// Ids for rows that arrive all day long: leads, visitors, interactions, queued events.
import { v7 } from 'uuid';
import { readRandomBytes } from './random-pool.ts';

/** The time and counter of the last id, so that ids made in one millisecond still sort in order. */
const last = { msecs: Number.NEGATIVE_INFINITY, seq: 0 };

/**
 * A UUIDv7 starts with its creation time, so a new row's id lands at the end of the primary-key
 * index (and of every index that leads with the id) instead of on a random page: a save writes
 * fewer pages. The rest is random enough that an id still cannot be guessed. The counter follows
 * RFC 9562's method 1 as uuid's own v7() does; the random bytes come from the pool.
 */
export function newRowId(): string {
  return readRandomBytes(16, (random) => {
    const now = Date.now();
    if (now > last.msecs) {
      // A new millisecond starts the counter at 31 random bits, as uuid does.
      last.msecs = now;
      last.seq = random.readUInt32BE(6) & 0x7fffffff;
    } else {
      last.seq = (last.seq + 1) | 0;
      if (last.seq === 0) last.msecs += 1;
    }
    return v7({ msecs: last.msecs, seq: last.seq, random });
  });
}
