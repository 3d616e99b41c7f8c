// Calls that arrive while others are under way wait, and go together in the next one: one round
// trip and one commit for many, as SQLite's grouped commits (group-commit.ts) do for its one writer.
// A quiet moment's call goes at once, alone: batching adds no wait, only fewer statements under load.

export interface BatchOptions {
  /** Batches under way at once (each holds one pooled connection). */
  maxInFlight: number;
  /** Items per batch at most. */
  maxBatch: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * `run` answers one outcome per item, in order, and writes all or nothing (one transaction). When a
 * batch fails, each of its items is run again alone, so that one item's failure is never another's.
 */
export function batchedCalls<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { maxInFlight, maxBatch }: BatchOptions,
): (item: I) => Promise<O> {
  let waiting: Waiting<I, O>[] = [];
  let inFlight = 0;

  async function runBatch(batch: Waiting<I, O>[]): Promise<void> {
    let outcomes: O[];
    try {
      outcomes = await run(batch.map((entry) => entry.item));
      if (outcomes.length !== batch.length)
        throw new Error(`${batch.length} itens, ${outcomes.length} respostas`);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else await Promise.all(batch.map((entry) => runBatch([entry])));
      return;
    }
    for (const [index, entry] of batch.entries()) entry.resolve(outcomes[index] as O);
  }

  function dispatch(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      inFlight += 1;
      void runBatch(batch).finally(() => {
        inFlight -= 1;
        dispatch();
      });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      dispatch();
    });
}
