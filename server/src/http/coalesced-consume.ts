// One address's requests that arrive while its count is being written are counted together in the
// next write: n requests, one round trip to the shared store, each answered as if counted alone.
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

interface Caller {
  resolve: (result: RateLimiterRes) => void;
  reject: (reason: unknown) => void;
}

/**
 * `limiter.consume(key)` for a budget of `points`, with the same answers: n calls counted at once
 * as one consume of n points reach the total n single calls would, and the i-th of them is the one
 * that made it `total − n + i` — admitted while that is within the budget, refused past it.
 */
export function coalescedConsume(
  limiter: RateLimiterAbstract,
  points: number,
): (key: string) => Promise<RateLimiterRes> {
  /** Callers waiting for their key's next write, by key; a key is here while a write is under way. */
  const waiting = new Map<string, Caller[]>();

  async function write(key: string, callers: Caller[]): Promise<void> {
    let total: RateLimiterRes;
    try {
      total = await limiter.consume(key, callers.length);
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) {
        for (const caller of callers) caller.reject(reason);
        return;
      }
      total = reason;
    }
    const before = total.consumedPoints - callers.length;
    for (const [index, caller] of callers.entries()) {
      const consumed = before + index + 1;
      const own = new RateLimiterRes(Math.max(0, points - consumed), total.msBeforeNext, consumed);
      if (consumed <= points) caller.resolve(own);
      else caller.reject(own);
    }
  }

  function writeNext(key: string): void {
    const callers = waiting.get(key);
    if (!callers || callers.length === 0) {
      waiting.delete(key);
      return;
    }
    waiting.set(key, []);
    void write(key, callers).finally(() => writeNext(key));
  }

  return (key) =>
    new Promise<RateLimiterRes>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ resolve, reject });
        return;
      }
      waiting.set(key, [{ resolve, reject }]);
      writeNext(key);
    });
}
