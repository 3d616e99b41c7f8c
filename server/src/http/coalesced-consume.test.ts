import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { coalescedConsume } from './coalesced-consume.ts';

/** A memory limiter that records how many points each of its writes counted. */
function recordedLimiter(points: number) {
  const limiter = new RateLimiterMemory({ points, duration: 60 });
  const writes: number[] = [];
  const consume = limiter.consume.bind(limiter);
  limiter.consume = (key, count = 1, options) => {
    writes.push(Number(count));
    return consume(key, count, options);
  };
  return { limiter, writes };
}

const outcome = (settled: PromiseSettledResult<RateLimiterRes>) =>
  settled.status === 'fulfilled'
    ? `admitido ${settled.value.consumedPoints}`
    : `recusado ${(settled.reason as RateLimiterRes).consumedPoints}`;

describe('coalescedConsume', () => {
  it('counts the requests that arrive during a write together, answering each as if counted alone', async () => {
    const { limiter, writes } = recordedLimiter(5);
    const consume = coalescedConsume(limiter, 5);

    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => consume('203.0.113.7')));

    expect(writes).toEqual([1, 7]);
    expect(answers.map(outcome)).toEqual([
      'admitido 1',
      'admitido 2',
      'admitido 3',
      'admitido 4',
      'admitido 5',
      'recusado 6',
      'recusado 7',
      'recusado 8',
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
  });

  it('keeps each address its own count', async () => {
    const { limiter } = recordedLimiter(1);
    const consume = coalescedConsume(limiter, 1);

    const answers = await Promise.allSettled(['a', 'b', 'a', 'b'].map((key) => consume(key)));

    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
  });

  it("passes a store's failure on to every request of the write", async () => {
    const failing = new RateLimiterMemory({ points: 5, duration: 60 });
    failing.consume = () => Promise.reject(new Error('armazenamento indisponível'));
    const consume = coalescedConsume(failing, 5);

    const answers = await Promise.allSettled([consume('a'), consume('a')]);

    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(
      answers.every((answer) => answer.status === 'rejected' && !(answer.reason instanceof RateLimiterRes)),
    ).toBe(true);
  });
});
