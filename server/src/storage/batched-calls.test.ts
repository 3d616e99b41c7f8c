import { describe, expect, it } from 'vitest';
import { batchedCalls } from './batched-calls.ts';

/** A run that records each batch and answers when the test releases it. */
function heldRun() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      // 13 cannot be written: any batch holding it fails whole.
      releases.push(() =>
        items.includes(13)
          ? reject(new Error('13 não pode ser gravado'))
          : resolve(items.map((item) => `ok ${item}`)),
      );
    });
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, releaseAll };
}

describe('batchedCalls', () => {
  it('runs a quiet moment’s call at once, alone, and gathers the calls that arrive meanwhile', async () => {
    const held = heldRun();
    const call = batchedCalls(held.run, { maxInFlight: 1, maxBatch: 10 });

    const answers = [1, 2, 3, 4].map((item) => call(item));
    expect(held.batches).toEqual([[1]]);
    await held.releaseAll();

    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    expect(await Promise.all(answers)).toEqual(['ok 1', 'ok 2', 'ok 3', 'ok 4']);
  });

  it('keeps batches within their size and in-flight limits', async () => {
    const held = heldRun();
    const call = batchedCalls(held.run, { maxInFlight: 2, maxBatch: 2 });

    const answers = [1, 2, 3, 4, 5, 6].map((item) => call(item));
    expect(held.batches).toEqual([[1], [2]]);
    await held.releaseAll();

    expect(held.batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it("fails only the item that fails: its batch's others are run again alone", async () => {
    const held = heldRun();
    const call = batchedCalls(held.run, { maxInFlight: 1, maxBatch: 10 });

    const answers = Promise.allSettled([1, 12, 13, 14].map((item) => call(item)));
    await held.releaseAll();

    expect(held.batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
    expect((await answers).map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});
